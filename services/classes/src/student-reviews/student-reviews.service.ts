import { Inject, Injectable } from '@nestjs/common';
import {
  CLASS_MESSAGES,
  DEFAULT_REVIEW_PAGE_SIZE,
  REVIEW_MESSAGES,
  type ClassReviewDto,
  type ReviewsQuery,
  type RouteResponse,
  type ROUTES,
  type WriteReview,
} from '@classhub/contracts';
import { conflict, DRIZZLE, DRIZZLE_READ, forbidden, notFound, type AuthenticatedUser } from '@classhub/nest-kit';
import { and, asc, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { classes } from '../classes/class.entity.js';
import type { ClassesDb } from '../db/classes-db.js';
import { withClassRating } from './class-rating.js';
import type { Reader } from './optional-caller.js';
import { editableUntil, reviewRefusal, type ReviewRefusal } from './review-access.js';
import { studentReviews } from './student-review.entity.js';
import { toReviewDto } from './student-review.mapper.js';

type ReviewPage = RouteResponse<typeof ROUTES.listClassReviews>;
type MyReview = RouteResponse<typeof ROUTES.getMyClassReview>;

const refused = ({ status, message }: ReviewRefusal) => (status === 403 ? forbidden(message) : conflict(message));

/** Students' reviews of a class (decision 0043): the public list, and the author's own review written, edited, deleted. */
@Injectable()
export class StudentReviewsService {
  constructor(
    @Inject(DRIZZLE) private readonly db: ClassesDb,
    @Inject(DRIZZLE_READ) private readonly dbRead: ClassesDb,
  ) {}

  /**
   * Newest first; hidden reviews only for admins, and for their author. Past the last page: no items, the total. A
   * visitor's list may come from the replica (decision 0048); a signed-in reader's from the primary, so an author
   * finds the review they just wrote.
   */
  async list(
    classId: string,
    { page = 1, pageSize = DEFAULT_REVIEW_PAGE_SIZE }: ReviewsQuery,
    reader?: Reader,
  ): Promise<ReviewPage> {
    const db = reader ? this.db : this.dbRead;
    await this.classOrNotFound(db, classId);
    const seen = and(
      eq(studentReviews.classId, classId),
      reader?.role === 'admin'
        ? undefined
        : or(isNull(studentReviews.hiddenAt), reader ? eq(studentReviews.studentId, reader.id) : undefined),
    );
    const [rows, [totals]] = await Promise.all([
      db
        .select()
        .from(studentReviews)
        .where(seen)
        .orderBy(desc(studentReviews.createdAt), asc(studentReviews.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ total: count() }).from(studentReviews).where(seen),
    ]);
    return { items: rows.map(toReviewDto), total: totals?.total ?? 0, page, pageSize };
  }

  /** The caller's review of the class (hidden or not, with the reason) and whether they may write or edit it now. */
  mine(classId: string, caller: AuthenticatedUser): Promise<MyReview> {
    return this.db.transaction(async (tx) => {
      const [klass] = await tx.select().from(classes).where(eq(classes.id, classId));
      if (!klass) throw notFound(CLASS_MESSAGES.classNotFound);
      const [existing] = await tx.select().from(studentReviews).where(this.authorOf(classId, caller));
      const refusal = await reviewRefusal(tx, caller, klass, existing);
      return {
        review: existing ? toReviewDto(existing) : null,
        canWrite: !refusal,
        ...(refusal ? { refusal: refusal.message } : {}),
        ...(existing ? { editableUntil: editableUntil(existing).toISOString() } : {}),
      };
    });
  }

  /** Writes the caller's one review of the class, or edits it within its window; the class's rating follows. */
  async write(classId: string, caller: AuthenticatedUser, { rating, text = '' }: WriteReview): Promise<ClassReviewDto> {
    if (caller.role !== 'student') throw forbidden(REVIEW_MESSAGES.onlyStudents);
    const row = await this.db.transaction((tx) =>
      withClassRating(tx, classId, async (klass) => {
        const [existing] = await tx.select().from(studentReviews).where(this.authorOf(classId, caller));
        const refusal = await reviewRefusal(tx, caller, klass, existing);
        if (refusal) throw refused(refusal);
        const written = { rating, body: text, studentName: caller.name };
        const [saved] = existing
          ? await tx
              .update(studentReviews)
              .set({ ...written, updatedAt: sql`now()` })
              .where(eq(studentReviews.id, existing.id))
              .returning()
          : await tx
              .insert(studentReviews)
              .values({ ...written, classId, studentId: caller.id })
              .returning();
        return saved!;
      }),
    );
    if (!row) throw notFound(CLASS_MESSAGES.classNotFound);
    return toReviewDto(row);
  }

  /** Deletes the caller's review of the class (whenever they like); the class's rating follows. */
  async remove(classId: string, caller: AuthenticatedUser): Promise<{ deleted: true }> {
    const deleted = await this.db.transaction((tx) =>
      withClassRating(tx, classId, async () => {
        const rows = await tx.delete(studentReviews).where(this.authorOf(classId, caller)).returning();
        if (rows.length === 0) throw notFound(REVIEW_MESSAGES.noReview);
        return true as const;
      }),
    );
    if (!deleted) throw notFound(CLASS_MESSAGES.classNotFound);
    return { deleted };
  }

  private authorOf(classId: string, caller: Pick<AuthenticatedUser, 'id'>) {
    return and(eq(studentReviews.classId, classId), eq(studentReviews.studentId, caller.id));
  }

  private async classOrNotFound(db: ClassesDb, classId: string): Promise<void> {
    const [klass] = await db.select({ id: classes.id }).from(classes).where(eq(classes.id, classId)).limit(1);
    if (!klass) throw notFound(CLASS_MESSAGES.classNotFound);
  }
}
