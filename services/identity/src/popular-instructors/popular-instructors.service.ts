import { Inject, Injectable } from '@nestjs/common';
import type { InstructorDto } from '@classhub/contracts';
import { DRIZZLE_READ } from '@classhub/nest-kit';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { IdentityDb } from '../db/identity-db.js';
import { users } from '../users/user.entity.js';
import { classEnrolments } from './class-enrolment.entity.js';

/** How many instructors GET /popularinstructors lists. */
export const POPULAR_INSTRUCTORS_LIMIT = 6;

@Injectable()
export class PopularInstructorsService {
  constructor(@Inject(DRIZZLE_READ) private readonly db: IdentityDb) {}

  /**
   * The instructors with the most students enrolled in their approved classes, most first, ties by name; instructors
   * with no approved class follow with 0, so the list fills up to the limit. From the replica when there is one
   * (decision 0048): the home page may be a moment behind.
   */
  async list(limit = POPULAR_INSTRUCTORS_LIMIT): Promise<InstructorDto[]> {
    const students = sql<number>`coalesce(sum(${classEnrolments.enrolled}), 0)`;
    const rows = await this.db
      .select({ photo: users.photo, name: users.name, email: users.email, role: users.role })
      .from(users)
      .leftJoin(
        classEnrolments,
        and(eq(classEnrolments.instructorEmail, users.email), eq(classEnrolments.status, 'approved')),
      )
      .where(eq(users.role, 'instructor'))
      .groupBy(users.id)
      .orderBy(desc(students), asc(users.name), asc(users.id))
      .limit(limit);
    return rows.map(({ photo, name, email, role }) => ({ photo, name, email, role }));
  }
}
