import { Inject, Injectable } from '@nestjs/common';
import type { UserRole } from '@classhub/contracts';
import { DRIZZLE, type RoleResolver } from '@classhub/nest-kit';
import { eq } from 'drizzle-orm';
import type { NotificationsDb } from '../db/notifications-db.js';
import { userContacts } from './user-contact.entity.js';

/**
 * The caller's role as the read model of users has it; an account not heard of yet is a student (decision 0008).
 * notifications' routes are each user's own, so no answer of it depends on a role: this only satisfies the guard.
 */
@Injectable()
export class UserContactsRoleResolver implements RoleResolver {
  constructor(@Inject(DRIZZLE) private readonly db: NotificationsDb) {}

  async roleOf(userId: string): Promise<UserRole> {
    const [row] = await this.db
      .select({ role: userContacts.role })
      .from(userContacts)
      .where(eq(userContacts.userId, userId));
    return row?.role ?? 'student';
  }
}
