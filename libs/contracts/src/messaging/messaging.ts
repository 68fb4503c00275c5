import {
  CLASS_APPROVED_V1,
  CLASS_CREATED_V1,
  CLASS_DENIED_V1,
  CLASS_ENROLMENT_CHANGED_V1,
  CLASS_FEEDBACK_SENT_V1,
  CLASS_UPDATED_V1,
} from '../classes/class.events.js';
import {
  CLASS_CANCELLED_V1,
  CLASS_EDIT_APPROVED_V1,
  CLASS_EDIT_DENIED_V1,
  CLASS_EDIT_SUBMITTED_V1,
} from '../classes/class-edits.events.js';
import { ENROLMENT_CONFIRMED_V1, ENROLMENT_REJECTED_V1, ENROLMENT_WITHDRAWN_V1 } from '../classes/enrolment.events.js';
import {
  CLASSES_SEAT_ATTACH,
  CLASSES_SEAT_EXTEND,
  CLASSES_SEAT_HOLD,
  CLASSES_SEAT_RELEASE,
  CLASSES_SEAT_WAITING,
} from '../classes/seat.requests.js';
import { WAITLIST_OFFER_EXPIRED_V1, WAITLIST_OFFER_MADE_V1 } from '../classes/waitlist.events.js';
import { CLASSES_WAITLIST_OFFER } from '../classes/waitlist.requests.js';
import { REVIEW_ANSWERED_V1, REVIEW_HIDDEN_V1 } from '../classes/review.events.js';
import { CLASSES_CLASS_SCHEDULE } from '../classes/class-schedule.requests.js';
import { ADMIN_ACTION_RECORDED_V1 } from '../audit/admin-action.events.js';
import type { EventDefinition } from '../events/event-definition.js';
import {
  ACCOUNT_DELETED_V1,
  CONTACT_REPLIED_V1,
  EMAIL_VERIFICATION_REQUESTED_V1,
  PASSWORD_CHANGED_V1,
  PASSWORD_RESET_REQUESTED_V1,
} from '../identity/account.events.js';
import {
  USER_PROFILE_UPDATED_V1,
  USER_REACTIVATED_V1,
  USER_REGISTERED_V1,
  USER_ROLE_CHANGED_V1,
  USER_SUSPENDED_V1,
} from '../identity/identity.events.js';
import { PAYMENT_COMPLETED_V1 } from '../payments/payment.events.js';
import { RECEIPT_ISSUED_V1 } from '../payments/receipt.events.js';
import { REFUND_FAILED_V1, REFUND_REQUESTED_V1, REFUND_SUCCEEDED_V1 } from '../payments/refund.events.js';
import { ROSTER_MAIL_REQUESTED_V1 } from '../payments/roster.events.js';
import type { RequestDefinition } from '../requests/request-definition.js';
import { SERVICE_NAMES, type ServiceName } from '../services.js';
import { CLASSES_CLASS_LIST, IDENTITY_USER_LIST } from './read-model.requests.js';

const CLASS_EVENTS = [
  CLASS_CREATED_V1,
  CLASS_APPROVED_V1,
  CLASS_DENIED_V1,
  CLASS_UPDATED_V1,
  CLASS_ENROLMENT_CHANGED_V1,
];
// Suspension and reactivation (decision 0045) carry the same snapshot: every roles read model applies them, and
// notifications mails the user.
const USER_EVENTS = [
  USER_REGISTERED_V1,
  USER_ROLE_CHANGED_V1,
  USER_PROFILE_UPDATED_V1,
  USER_SUSPENDED_V1,
  USER_REACTIVATED_V1,
];
/** What identity tells notifications to mail: links that prove an address, security notices, answers to messages. */
const ACCOUNT_MAIL_EVENTS = [
  PASSWORD_RESET_REQUESTED_V1,
  EMAIL_VERIFICATION_REQUESTED_V1,
  PASSWORD_CHANGED_V1,
  CONTACT_REPLIED_V1,
];
/** The money events a student and the admins are mailed about (receipts, refunds). */
const MONEY_MAIL_EVENTS = [RECEIPT_ISSUED_V1, REFUND_SUCCEEDED_V1, REFUND_FAILED_V1];
/** A freed seat offered to the first in a waitlist, and an offer that lapsed (decision 0038): the student is mailed. */
const WAITLIST_MAIL_EVENTS = [WAITLIST_OFFER_MADE_V1, WAITLIST_OFFER_EXPIRED_V1];
/** A student's review of a class hidden by an admin, or answered by the instructor (decision 0043): the author is mailed. */
const REVIEW_MAIL_EVENTS = [REVIEW_HIDDEN_V1, REVIEW_ANSWERED_V1];
/** Edits of approved classes (decision 0041): the instructor is mailed the admin's decision. */
const CLASS_EDIT_MAIL_EVENTS = [CLASS_EDIT_SUBMITTED_V1, CLASS_EDIT_APPROVED_V1, CLASS_EDIT_DENIED_V1];
/** Every event a ClassHub service publishes, each subject with its version. */
export const ALL_EVENTS: readonly EventDefinition[] = [
  ...USER_EVENTS,
  ...ACCOUNT_MAIL_EVENTS,
  ACCOUNT_DELETED_V1,
  ...CLASS_EVENTS,
  CLASS_FEEDBACK_SENT_V1,
  PAYMENT_COMPLETED_V1,
  ...MONEY_MAIL_EVENTS,
  ENROLMENT_CONFIRMED_V1,
  ENROLMENT_REJECTED_V1,
  REFUND_REQUESTED_V1,
  ENROLMENT_WITHDRAWN_V1,
  ...WAITLIST_MAIL_EVENTS,
  ADMIN_ACTION_RECORDED_V1,
  CLASS_CANCELLED_V1,
  ...CLASS_EDIT_MAIL_EVENTS,
  ROSTER_MAIL_REQUESTED_V1,
  ...REVIEW_MAIL_EVENTS,
];
/** payments' questions to classes about the seats of a checkout (the saga, and decision 0029's fair holds). */
const SEAT_REQUESTS = [
  CLASSES_SEAT_HOLD,
  CLASSES_SEAT_ATTACH,
  CLASSES_SEAT_RELEASE,
  CLASSES_SEAT_EXTEND,
  CLASSES_SEAT_WAITING,
  CLASSES_WAITLIST_OFFER,
];
/** Every request a ClassHub service answers. */
export const ALL_REQUESTS: readonly RequestDefinition[] = [
  ...SEAT_REQUESTS,
  IDENTITY_USER_LIST,
  CLASSES_CLASS_LIST,
  CLASSES_CLASS_SCHEDULE,
];

/**
 * Who talks to whom over NATS: the one list the NATS server's permissions are generated from (deploy/nats) and that
 * each service is held to when it subscribes or asks. A service publishes the events, and answers the requests,
 * whose subject starts with its name; it consumes and asks only what is listed here.
 */
export const MESSAGING: Readonly<
  Record<ServiceName, { consumes: readonly EventDefinition[]; asks: readonly RequestDefinition[] }>
> = {
  // Popular instructors are ranked from the classes' enrolments; the read model is reconciled with classes (0031).
  // Admins' actions taken in classes go into identity's audit log.
  identity: { consumes: [...CLASS_EVENTS, ADMIN_ACTION_RECORDED_V1], asks: [CLASSES_CLASS_LIST] },
  // Roles (decision 0008), instructor names, and paid seats turned into enrolments; roles and names are reconciled.
  // A refund's seat is given back (decision 0034). A deleted account's tokens stop working (decision 0037).
  classes: {
    consumes: [...USER_EVENTS, ACCOUNT_DELETED_V1, PAYMENT_COMPLETED_V1, REFUND_REQUESTED_V1],
    asks: [IDENTITY_USER_LIST],
  },
  // Roles (a deleted account's tokens stop working), class listings (prices, seats) and the end of each checkout;
  // seats held and released in classes.
  payments: {
    consumes: [
      ...USER_EVENTS,
      ACCOUNT_DELETED_V1,
      ...CLASS_EVENTS,
      ENROLMENT_CONFIRMED_V1,
      ENROLMENT_REJECTED_V1,
      ENROLMENT_WITHDRAWN_V1,
      // A cancelled class's paid enrolments are refunded (decision 0041).
      CLASS_CANCELLED_V1,
    ],
    asks: [...SEAT_REQUESTS, IDENTITY_USER_LIST, CLASSES_CLASS_LIST],
  },
  // Mail (decision 0036): a read model of users (addresses, roles, for preferences and the admins), reconciled with
  // identity; every event a mail is sent for carries what the mail shows.
  notifications: {
    consumes: [
      ...USER_EVENTS,
      ACCOUNT_DELETED_V1,
      ...ACCOUNT_MAIL_EVENTS,
      CLASS_APPROVED_V1,
      CLASS_DENIED_V1,
      CLASS_FEEDBACK_SENT_V1,
      ...MONEY_MAIL_EVENTS,
      ...WAITLIST_MAIL_EVENTS,
      ...REVIEW_MAIL_EVENTS,
      CLASS_CANCELLED_V1,
      CLASS_EDIT_APPROVED_V1,
      CLASS_EDIT_DENIED_V1,
      // An instructor's mail to a class's students (decision 0042).
      ROSTER_MAIL_REQUESTED_V1,
    ],
    // A receipt mail carries the class's calendar file (decision 0040).
    asks: [IDENTITY_USER_LIST, CLASSES_CLASS_SCHEDULE],
  },
};

/** The service a subject belongs to: the first token of an event or request subject (`payments.payment.completed.v1`). */
export function owningService(subject: string): string {
  return subject.split('.')[0] ?? '';
}

export function isServiceName(name: string): name is ServiceName {
  return (SERVICE_NAMES as readonly string[]).includes(name);
}

/** The events `service` publishes. */
export function eventsPublishedBy(service: ServiceName): EventDefinition[] {
  return ALL_EVENTS.filter((event) => owningService(event.subject) === service);
}

/** The requests `service` answers. */
export function requestsAnsweredBy(service: ServiceName): RequestDefinition[] {
  return ALL_REQUESTS.filter((request) => owningService(request.subject) === service);
}

/** Throws when `service` (a ClassHub service) subscribes to an event it does not declare in MESSAGING. */
export function assertConsumes(service: string, event: EventDefinition): void {
  if (!isServiceName(service) || MESSAGING[service].consumes.some((declared) => declared.subject === event.subject))
    return;
  throw new Error(
    `${service} consumes ${event.subject} but MESSAGING (libs/contracts) does not say so; add it there and regenerate the NATS permissions`,
  );
}

/** Throws when `service` (a ClassHub service) asks a request it does not declare in MESSAGING. */
export function assertAsks(service: string, request: RequestDefinition): void {
  if (!isServiceName(service) || MESSAGING[service].asks.some((declared) => declared.subject === request.subject))
    return;
  throw new Error(
    `${service} asks ${request.subject} but MESSAGING (libs/contracts) does not say so; add it there and regenerate the NATS permissions`,
  );
}
