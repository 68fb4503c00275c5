import { verifyEmailToPayMessage } from '@classhub/contracts';
import { forbidden, type AuthenticatedUser } from '@classhub/nest-kit';

/**
 * An account whose address is not proved may browse and select classes, not pay (decision 0037). Identity says so in
 * the access token (`email_verified`), so payments keeps no read model for it; a refresh after the link picks it up.
 */
export function requireVerifiedEmail(student: AuthenticatedUser): void {
  if (student.emailVerified === false) throw forbidden(verifyEmailToPayMessage(student.email));
}
