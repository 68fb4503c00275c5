import { z } from 'zod';
import { defineEvent } from '../events/event-definition.js';
import { USER_ROLES } from './user-roles.js';

const userSnapshot = z.object({
  userId: z.uuid(),
  email: z.string(),
  name: z.string(),
  photo: z.string(),
  role: z.enum(USER_ROLES),
  /**
   * Whether an admin suspended the account (decision 0045); absent in events older than suspension, which means not
   * suspended. Every user event carries it, so a read model that keeps the newest snapshot keeps it right.
   */
  suspended: z.boolean().optional(),
});

/** A new account exists (email sign-up or first Google sign-in). */
export const USER_REGISTERED_V1 = defineEvent('identity.user.registered.v1', userSnapshot);

/** An admin changed a user's role; other services update their read model of roles. */
export const USER_ROLE_CHANGED_V1 = defineEvent('identity.user.role-changed.v1', userSnapshot);

/** A user changed their name or photo; services that show them (instructor names on classes) refresh their copy. */
export const USER_PROFILE_UPDATED_V1 = defineEvent('identity.user.profile-updated.v1', userSnapshot);

/**
 * An admin suspended the account (decision 0045): read models refuse its tokens from now on (classes', payments' roles),
 * and the user is mailed the reason. The snapshot says `suspended: true`.
 */
export const USER_SUSPENDED_V1 = defineEvent(
  'identity.user.suspended.v1',
  userSnapshot.extend({ reason: z.string(), suspendedBy: z.string() }),
);

/** An admin reactivated a suspended account: its sign-ins work again, and the user is mailed. */
export const USER_REACTIVATED_V1 = defineEvent('identity.user.reactivated.v1', userSnapshot);
