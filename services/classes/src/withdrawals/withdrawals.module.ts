import { Module } from '@nestjs/common';
import { RefundRequestedHandler } from './refund-requested.handler.js';

/** classes' side of a refund (decision 0034): the enrolment is withdrawn and its seat given back. */
@Module({ providers: [RefundRequestedHandler] })
export class WithdrawalsModule {}
