import { ConflictException } from '@nestjs/common';
import { REFUND_MESSAGES, type RefundRefusal } from '@classhub/contracts';
import { refusal } from '@classhub/nest-kit';

/** The 409 of a refund that cannot be asked for: the words for a person and the `reason` for a program. */
export function refundRefused(reason: RefundRefusal): ConflictException {
  return refusal(
    () => new ConflictException({ statusCode: 409, error: 'Conflict', message: REFUND_MESSAGES[reason], reason }),
  );
}
