import {
  CLASSES_SEAT_ATTACH,
  CLASSES_SEAT_EXTEND,
  CLASSES_SEAT_HOLD,
  CLASSES_SEAT_RELEASE,
  CLASSES_SEAT_WAITING,
  CLASSES_WAITLIST_OFFER,
  type CreatePaymentIntentResponse,
  type ReplyData,
  type RequestData,
} from '@classhub/contracts';
import { callJson as call } from '@classhub/testing';
import type { Subscription } from '@nats-io/transport-node';
import type { RunningPayments, SignedInUser } from './payments-app.js';

type HoldRequest = RequestData<typeof CLASSES_SEAT_HOLD>;
type HoldReply = ReplyData<typeof CLASSES_SEAT_HOLD>;
type ReleaseRequest = RequestData<typeof CLASSES_SEAT_RELEASE>;
type ExtendReply = ReplyData<typeof CLASSES_SEAT_EXTEND>;

/**
 * Drives checkouts against a payments service under test. classes' side of the saga is a stand-in on NATS (its real
 * behaviour is exercised in e2e), so each rule of the payments side can be set up exactly: which holds are granted, at
 * what price, and whether releases are answered.
 */
export function checkoutDriver(service: RunningPayments) {
  let responders: Subscription[] = [];
  const released: string[] = [];
  /** Why each release was asked for, by hold id. */
  const releaseReasons = new Map<string, ReleaseRequest['reason']>();
  const held: string[] = [];
  // As classes does: a student who already holds a seat of a class gets that hold back, until it is released.
  const holding = new Map<string, string>();

  const respond = (subject: string, answer: (request: never) => unknown) =>
    responders.push(
      service.nc.subscribe(service.requestSubject(subject), {
        callback: (_error, message) => {
          message.respond(JSON.stringify({ ok: true, data: answer(message.json<never>()) }));
        },
      }),
    );

  /** The intents payments attached to holds, by hold id. */
  const attached = new Map<string, string>();

  /** classes answers seat holds with `answer`, attaches intents, and releases unless told not to. */
  const classesAnswers = (
    answer: (request: HoldRequest) => HoldReply,
    options: { releases?: boolean; attaches?: boolean } = {},
  ) => {
    respond(CLASSES_SEAT_HOLD.subject, answer);
    respond(CLASSES_SEAT_ATTACH.subject, ({ holdId, intentId }: { holdId: string; intentId: string }) => {
      if (options.attaches === false || (attached.get(holdId) && attached.get(holdId) !== intentId))
        return { attached: false };
      attached.set(holdId, intentId);
      return { attached: true };
    });
    if (options.releases !== false) answersReleases();
  };
  const answersReleases = () =>
    respond(CLASSES_SEAT_RELEASE.subject, ({ holdId, reason }: ReleaseRequest) => {
      released.push(holdId);
      releaseReasons.set(holdId, reason);
      for (const [key, id] of holding) if (id === holdId) holding.delete(key);
      return { released: true };
    });
  const grantAt =
    (priceCents: number) =>
    (request: HoldRequest): HoldReply => {
      const key = `${request.studentId}/${request.classId}`;
      const holdId = holding.get(key) ?? request.holdId;
      if (!holding.has(key)) {
        holding.set(key, holdId);
        held.push(holdId);
      }
      return {
        ok: true,
        holdId,
        priceCents,
        className: 'Held class',
        expiresAt: new Date(Date.now() + 900_000).toISOString(),
      };
    };
  const holdsAtPrice = (priceCents: number, options: { releases?: boolean; attaches?: boolean } = {}) =>
    classesAnswers(grantAt(priceCents), options);

  /** The students payments reported as waiting for a class (turned away without asking classes). */
  const waiting: Array<RequestData<typeof CLASSES_SEAT_WAITING>> = [];
  const hearsWaiting = () =>
    respond(CLASSES_SEAT_WAITING.subject, (report: RequestData<typeof CLASSES_SEAT_WAITING>) => {
      waiting.push(report);
      return { recorded: report.studentIds.length };
    });

  /** classes answers requests for more time with `answer`. */
  const extendsWith = (answer: (holdId: string) => ExtendReply) =>
    respond(CLASSES_SEAT_EXTEND.subject, ({ holdId }: { holdId: string }) => answer(holdId));

  /** The offers payments asked classes about (decision 0038), and a stand-in answer keeping seats for `keptFor`. */
  const offerAsks: Array<RequestData<typeof CLASSES_WAITLIST_OFFER>> = [];
  const keepsSeatsFor = (keptFor: (ask: RequestData<typeof CLASSES_WAITLIST_OFFER>) => boolean) =>
    respond(CLASSES_WAITLIST_OFFER.subject, (ask: RequestData<typeof CLASSES_WAITLIST_OFFER>) => {
      offerAsks.push(ask);
      return keptFor(ask)
        ? { offered: true, expiresAt: new Date(Date.now() + 86_400_000).toISOString() }
        : { offered: false };
    });

  const selectOf = (user: SignedInUser, classId: string) =>
    call<{ insertedId: string; message: string }>(service.baseUrl, 'POST', '/selected', {
      token: user.token,
      body: { classId },
    });
  const selectNew = async (user: SignedInUser, overrides = {}) => {
    const cls = await service.approvedClass(overrides);
    const answer = await selectOf(user, cls.classId);
    return { cls, selectionId: answer.body.insertedId };
  };
  const createIntent = (user: SignedInUser, selecteItemId: string, price?: number) =>
    call<CreatePaymentIntentResponse & { message: string }>(service.baseUrl, 'POST', '/create-payment-intent', {
      token: user.token,
      body: { selecteItemId, price },
    });
  const confirm = (clientSecret: string, number = '4242 4242 4242 4242') =>
    call<{ paymentIntent: { id: string }; message: string; code: string }>(
      service.baseUrl,
      'POST',
      '/test-provider/confirm',
      {
        body: {
          clientSecret,
          card: { number, expMonth: 12, expYear: 2099, cvc: '123' },
          billingDetails: { email: 'x@y.z', name: 'X' },
        },
      },
    );
  const record = (user: SignedInUser, transactionId: string, selecteItemId: string) =>
    call<{ insertResult: { insertedId: string }; message: string }>(service.baseUrl, 'POST', '/payment', {
      token: user.token,
      body: { transactionId, selecteItemId },
    });

  /** A student who has paid for a new class: the ids along the way. */
  const paidCheckout = async (user: SignedInUser, overrides = {}) => {
    const { cls, selectionId } = await selectNew(user, overrides);
    const intent = await createIntent(user, selectionId);
    const confirmed = await confirm(intent.body.clientSecret);
    const recorded = await record(user, confirmed.body.paymentIntent.id, selectionId);
    return {
      cls,
      selectionId,
      intent: intent.body,
      transactionId: confirmed.body.paymentIntent.id,
      paymentId: recorded.body.insertResult.insertedId,
    };
  };

  return {
    released,
    releaseReasons,
    extendsWith,
    waiting,
    hearsWaiting,
    offerAsks,
    keepsSeatsFor,
    held,
    attached,
    classesAnswers,
    answersReleases,
    holdsAtPrice,
    selectOf,
    selectNew,
    createIntent,
    confirm,
    record,
    paidCheckout,
    /** Stops every stand-in answer (call after each test). */
    silenceClasses() {
      for (const responder of responders) responder.unsubscribe();
      responders = [];
    },
  };
}
