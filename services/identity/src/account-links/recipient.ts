import type { UserRow } from '../users/user.entity.js';

/** Who an account mail goes to, as the account events carry it. */
export function recipientOf(user: Pick<UserRow, 'id' | 'email' | 'name'>, email = user.email) {
  return { userId: user.id, email, name: user.name };
}
