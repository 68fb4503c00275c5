import { Inject, Injectable } from '@nestjs/common';
import {
  CLASS_CREATED_V1,
  CLASS_MESSAGES,
  toCents,
  type ClassDto,
  type CreateClass,
  type InsertedResponse,
} from '@classhub/contracts';
import {
  badRequest,
  DRIZZLE,
  MEDIA_STORE,
  OutboxWriter,
  type AuthenticatedUser,
  type LocalMediaStore,
} from '@classhub/nest-kit';
import { asc, desc, eq } from 'drizzle-orm';
import { classes } from '../classes/class.entity.js';
import { toClassSnapshot } from '../classes/class.mapper.js';
import type { ClassesDb } from '../db/classes-db.js';
import { WaitlistStore } from '../waitlist/persistence/waitlist.store.js';

/** An instructor's own classes: adding one, and listing them with status and feedback. */
@Injectable()
export class InstructorClassesService {
  constructor(
    @Inject(DRIZZLE) private readonly db: ClassesDb,
    @Inject(MEDIA_STORE) private readonly media: LocalMediaStore,
    private readonly outbox: OutboxWriter,
    private readonly waitlist: WaitlistStore,
  ) {}

  /** The instructor's classes in every status, newest first, with their waitlists' lengths. */
  async listOf(instructorEmail: string): Promise<ClassDto[]> {
    const rows = await this.db
      .select()
      .from(classes)
      .where(eq(classes.instructorEmail, instructorEmail))
      .orderBy(desc(classes.createdAt), asc(classes.id));
    return this.waitlist.withLengths(rows);
  }

  /**
   * Adds a pending class for `instructor`, who is also its named instructor, with no one enrolled yet, whatever the
   * body said; announces it with CLASS_CREATED_V1 in the same transaction.
   */
  async create(instructor: AuthenticatedUser, input: CreateClass): Promise<InsertedResponse> {
    const imageName = input.classImage.slice(input.classImage.lastIndexOf('/') + 1);
    if (!(await this.media.has(imageName)))
      throw badRequest(CLASS_MESSAGES.imageNotUploaded, [
        { field: 'classImage', message: CLASS_MESSAGES.imageNotUploaded },
      ]);
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
        })
        .returning();
      if (!row) throw new Error('INSERT … RETURNING gave no row');
      await this.outbox.enqueue(tx, CLASS_CREATED_V1, toClassSnapshot(row));
      return { insertedId: row.id };
    });
  }
}
