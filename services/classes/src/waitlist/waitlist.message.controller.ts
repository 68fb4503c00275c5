import { Injectable } from '@nestjs/common';
import { CLASSES_WAITLIST_OFFER, type ReplyInput, type RequestData } from '@classhub/contracts';
import { OnRequest } from '@classhub/nest-kit';
import { WaitlistService } from './waitlist.service.js';

/** Answers payments' question about a student's offer over NATS request-reply (decision 0038). */
@Injectable()
export class WaitlistMessageController {
  constructor(private readonly waitlist: WaitlistService) {}

  @OnRequest(CLASSES_WAITLIST_OFFER)
  offer({
    classId,
    studentId,
  }: RequestData<typeof CLASSES_WAITLIST_OFFER>): Promise<ReplyInput<typeof CLASSES_WAITLIST_OFFER>> {
    return this.waitlist.offer(classId, studentId);
  }
}
