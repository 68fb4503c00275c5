import { Injectable } from '@nestjs/common';
import {
  CLASSES_SEAT_ATTACH,
  CLASSES_SEAT_EXTEND,
  CLASSES_SEAT_HOLD,
  CLASSES_SEAT_RELEASE,
  CLASSES_SEAT_WAITING,
  type ReplyInput,
  type RequestData,
} from '@classhub/contracts';
import { OnRequest } from '@classhub/nest-kit';
import { FairHolds } from './fair-holds.policy.js';
import {
  SeatHoldsService,
  type SeatExtendReply,
  type SeatHoldReply,
  type SeatHoldRequest,
} from './seat-holds.service.js';

/** Answers payments' seat questions over NATS request-reply (docs/architecture.md#checkout-saga, steps 2 and 4). */
@Injectable()
export class SeatHoldsMessageController {
  constructor(
    private readonly seatHolds: SeatHoldsService,
    private readonly fairness: FairHolds,
  ) {}

  @OnRequest(CLASSES_SEAT_HOLD)
  hold(request: SeatHoldRequest): Promise<SeatHoldReply> {
    return this.seatHolds.hold(request);
  }

  @OnRequest(CLASSES_SEAT_ATTACH)
  async attach({
    holdId,
    intentId,
  }: RequestData<typeof CLASSES_SEAT_ATTACH>): Promise<ReplyInput<typeof CLASSES_SEAT_ATTACH>> {
    return { attached: await this.seatHolds.attach(holdId, intentId) };
  }

  @OnRequest(CLASSES_SEAT_RELEASE)
  async release({
    holdId,
    reason,
    classId,
    studentId,
  }: RequestData<typeof CLASSES_SEAT_RELEASE>): Promise<ReplyInput<typeof CLASSES_SEAT_RELEASE>> {
    const owner = classId && studentId ? { classId, studentId } : undefined;
    return { released: await this.seatHolds.release(holdId, reason ?? 'given-up', owner) };
  }

  @OnRequest(CLASSES_SEAT_EXTEND)
  extend({ holdId }: RequestData<typeof CLASSES_SEAT_EXTEND>): Promise<SeatExtendReply> {
    return this.seatHolds.extend(holdId);
  }

  @OnRequest(CLASSES_SEAT_WAITING)
  waiting({ classId, studentIds }: RequestData<typeof CLASSES_SEAT_WAITING>): ReplyInput<typeof CLASSES_SEAT_WAITING> {
    this.fairness.turnedAway(classId, studentIds);
    return { recorded: studentIds.length };
  }
}
