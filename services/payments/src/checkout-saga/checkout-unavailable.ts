import { HttpException, HttpStatus } from '@nestjs/common';
import { PAYMENT_MESSAGES } from '@classhub/contracts';

/** classes did not answer in time, or a step failed on the way: nothing was charged, and trying again is safe. */
export function checkoutUnavailable(): HttpException {
  return new HttpException(
    { statusCode: 503, error: 'Service Unavailable', message: PAYMENT_MESSAGES.checkoutUnavailable },
    HttpStatus.SERVICE_UNAVAILABLE,
  );
}
