import { Module } from '@nestjs/common';
import { PaymentsHttpController } from './payments.http.controller.js';
import { PaymentsService } from './payments.service.js';
import { RefundsModule } from '../refunds/refunds.module.js';

/** Recorded payments as students, instructors and admins list them; the checkout saga (checkout-saga/) records them. */
@Module({ imports: [RefundsModule], controllers: [PaymentsHttpController], providers: [PaymentsService] })
export class PaymentsModule {}
