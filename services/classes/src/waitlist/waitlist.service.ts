import { Injectable } from '@nestjs/common';
import {
  CLASS_MESSAGES,
  type CLASSES_WAITLIST_OFFER,
  type ReplyInput,
  type RouteResponse,
  type ROUTES,
} from '@classhub/contracts';
import { conflict, notFound } from '@classhub/nest-kit';
import { WaitlistStore, type EntryInLine, type JoinOutcome } from './persistence/waitlist.store.js';
import { WAITLIST_MESSAGES } from './waitlist.messages.js';

export type WaitlistEntryDto = RouteResponse<typeof ROUTES.joinWaitlist>;

const REFUSALS: Record<Exclude<JoinOutcome, 'joined'>, () => Error> = {
  'no-class': () => notFound(CLASS_MESSAGES.classNotFound),
  'not-open': () => conflict(WAITLIST_MESSAGES.notOpen),
  'seats-free': () => conflict(WAITLIST_MESSAGES.seatsFree),
  enrolled: () => conflict(WAITLIST_MESSAGES.alreadyEnrolled),
  holding: () => conflict(WAITLIST_MESSAGES.holdingSeat),
  'already-waiting': () => conflict(WAITLIST_MESSAGES.alreadyWaiting),
};

/** A student's places in the lines of full classes (decision 0038). */
@Injectable()
export class WaitlistService {
  constructor(private readonly store: WaitlistStore) {}

  async list(studentId: string): Promise<WaitlistEntryDto[]> {
    return (await this.store.linesOf(studentId)).map(toEntryDto);
  }

  async join(classId: string, studentId: string): Promise<WaitlistEntryDto> {
    const outcome = await this.store.join(classId, studentId);
    if (outcome !== 'joined') throw REFUSALS[outcome]();
    const [entry] = await this.store.linesOf(studentId, classId);
    // Only an offer made and ended within the moment since joining leaves nothing to show.
    if (!entry) throw conflict(WAITLIST_MESSAGES.notWaiting);
    return toEntryDto(entry);
  }

  async leave(classId: string, studentId: string): Promise<{ left: true }> {
    if (!(await this.store.leave(classId, studentId))) throw notFound(WAITLIST_MESSAGES.notWaiting);
    return { left: true };
  }

  /** payments' question: is a seat of the class kept for this student (offered, or claimed by their checkout)? */
  async offer(classId: string, studentId: string): Promise<ReplyInput<typeof CLASSES_WAITLIST_OFFER>> {
    const offer = await this.store.keptFor(classId, studentId);
    return offer?.offerExpiresAt
      ? { offered: true, expiresAt: offer.offerExpiresAt.toISOString() }
      : { offered: false };
  }
}

function toEntryDto({ entry, className, classImage, position, line }: EntryInLine): WaitlistEntryDto {
  return {
    _id: entry.id,
    classId: entry.classId,
    className,
    classImage,
    status: entry.status === 'offered' ? 'offered' : 'waiting',
    position,
    waiting: line,
    joinedAt: entry.joinedAt.toISOString(),
    ...(entry.status === 'offered' && entry.offerExpiresAt
      ? { offerExpiresAt: entry.offerExpiresAt.toISOString() }
      : {}),
  };
}
