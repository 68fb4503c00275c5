import { Inject, Injectable } from '@nestjs/common';
import {
  CLASS_CREATED_V1,
  toCents,
  type ClassDto,
  type ClassListPage,
  type CreateClass,
  type InsertedResponse,
  type ListClassesQuery,
} from '@classhub/contracts';
import { DRIZZLE, MEDIA_STORE, OutboxWriter, type AuthenticatedUser, type MediaStore } from '@classhub/nest-kit';
import { eq } from 'drizzle-orm';
import { assertImageUploaded } from '../class-images/uploaded-image.js';
import { classes } from '../classes/class.entity.js';
import { toClassSnapshot } from '../classes/class.mapper.js';
import type { ClassesDb } from '../db/classes-db.js';
import { ClassSearch } from '../review/class-search.js';
import { WaitlistStore } from '../waitlist/persistence/waitlist.store.js';
import { insertSessions, plannedSessions, scheduleColumns } from '../schedule/class-schedule.js';

/** An instructor's own classes: adding one, and listing them with status and feedback. */
@Injectable()
export class InstructorClassesService {
  constructor(
    @Inject(DRIZZLE) private readonly db: ClassesDb,
    @Inject(MEDIA_STORE) private readonly media: MediaStore,
    private readonly outbox: OutboxWriter,
    private readonly waitlist: WaitlistStore,
    private readonly search: ClassSearch,
  ) {}

  /** The instructor's classes, newest first, with their waitlists' lengths: all, or filtered and paged. */
  listOf(instructorEmail: string, query: ListClassesQuery = {}): Promise<ClassDto[] | ClassListPage> {
    return this.search.list(
      query,
      (rows) => this.waitlist.withLengths(rows),
      eq(classes.instructorEmail, instructorEmail),
    );
  }

  /**
   * Adds a pending class for `instructor`, who is also its named instructor, with no one enrolled yet, whatever the
   * body said, and its sessions (decision 0040); announces it with CLASS_CREATED_V1 in the same transaction.
   */
  async create(instructor: AuthenticatedUser, input: CreateClass): Promise<InsertedResponse> {
    await assertImageUploaded(this.media, input.classImage);
    const sessions = plannedSessions(input);
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(classes)
        .values({
          className: input.className,
          classImage: input.classImage,
          instructorName: instructor.name,
          instructorEmail: instructor.email,
          availableSeats: input.availableSeats,
          priceCents: toCents(input.price),
          enrolled: 0,
          status: 'pending',
          ...scheduleColumns(input, sessions),
        })
        .returning();
      if (!row) throw new Error('INSERT … RETURNING gave no row');
      await insertSessions(tx, row.id, sessions);
      await this.outbox.enqueue(tx, CLASS_CREATED_V1, toClassSnapshot(row));
      return { insertedId: row.id };
    });
  }
}
