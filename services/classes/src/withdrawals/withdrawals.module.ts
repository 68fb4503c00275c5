import { Module } from '@nestjs/common';
import { WaitlistModule } from '../waitlist/waitlist.module.js';
import { RefundRequestedHandler } from './refund-requested.handler.js';

/** classes' side of a refund (decision 0034): the enrolment is withdrawn and its seat given back. */
@Module({ imports: [WaitlistModule], providers: [RefundRequestedHandler] })
export class WithdrawalsModule {}
