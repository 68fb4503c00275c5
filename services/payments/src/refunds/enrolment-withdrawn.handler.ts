import { Injectable } from '@nestjs/common';
import { ENROLMENT_WITHDRAWN_V1, type EventData } from '@classhub/contracts';
import { OnEvent, type EventsTransaction } from '@classhub/nest-kit';
import type { PaymentsTransaction } from '../db/payments-db.js';
import { RefundLedger } from './refund-ledger.js';
import { RefundsService } from './refunds.service.js';

/**
 * classes gave the refund's seat back: the enrolment ends here and the provider is asked for the money, in the
 * consumer's transaction. A provider that cannot be reached throws, so the whole step is tried again later (by the
 * event's redelivery or the reconciler), never half done.
 */
@Injectable()
export class EnrolmentWithdrawnHandler {
  constructor(
    private readonly ledger: RefundLedger,
    private readonly refunds: RefundsService,
  ) {}

  @OnEvent(ENROLMENT_WITHDRAWN_V1)
  async onWithdrawn(data: EventData<typeof ENROLMENT_WITHDRAWN_V1>, eventsTx: EventsTransaction): Promise<void> {
    // The consumer's transaction is one of payments' database.
    const tx = eventsTx as PaymentsTransaction;
    const refund = await this.ledger.markSeatReleased(tx, data.refundId);
    if (!refund) return;
    await this.refunds.askProvider(tx, refund, await this.ledger.paymentOf(refund, tx));
  }
}
