import { Module } from '@nestjs/common';
import { EnrolmentOutcomesHandler } from './enrolment-outcomes.handler.js';
import { PaymentsHttpController } from './payments.http.controller.js';
import { PaymentsService } from './payments.service.js';

/** Recorded payments: the lists of §7 and the enrolment outcome (confirmed, or refunded). */
@Module({ controllers: [PaymentsHttpController], providers: [PaymentsService, EnrolmentOutcomesHandler] })
export class PaymentsModule {}
