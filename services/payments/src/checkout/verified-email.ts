import { verifyEmailToPayMessage } from '@classhub/contracts';
import { conflict, type AuthenticatedUser } from '@classhub/nest-kit';

/**
 * An account whose address is not proved may browse and select classes, not pay (decision 0037). Identity says so in
 * the access token (`email_verified`), so payments keeps no read model for it; a refresh after the link picks it up.
 * 409, not 403: the front ends sign a caller out on a 403, and this caller should stay to open the link.
 */
export function requireVerifiedEmail(student: AuthenticatedUser): void {
  if (student.emailVerified === false) throw conflict(verifyEmailToPayMessage(student.email));
}
