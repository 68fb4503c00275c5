import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedStripeRequest {
  method: string;
  path: string;
  /** The SDK's form-urlencoded body, flat: `metadata[classId]`, `allowed_payment_method_types[0]`, … */
  form: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

export type StandInIntent = Record<string, unknown> & { id: string; status: string };

interface StripeErrorBody {
  status: number;
  error: { type: string; code: string; message: string; param?: string };
}

const OPEN = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * The few Stripe endpoints the adapter calls, in memory: create, retrieve and cancel payment intents, create and
 * retrieve refunds.
 * Idempotency keys replay the first answer, unknown ids answer 404 resource_missing, as Stripe does.
 */
export class StripeStandIn {
  readonly requests: RecordedStripeRequest[] = [];
  readonly intents = new Map<string, StandInIntent>();
  private readonly refunds = new Map<string, Record<string, unknown>>();
  private readonly charges = new Map<string, Record<string, unknown>>();
  private readonly replays = new Map<string, { status: number; body: unknown }>();
  private readonly server = createServer((req, res) => void this.serve(req, res));
  url = '';

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** What Stripe.js confirming a card would do to an intent. */
  update(id: string, changes: Partial<StandInIntent>): StandInIntent {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`stand-in: no intent ${id}`);
    Object.assign(intent, changes);
    return intent;
  }

  /** A card paying the intent, as Stripe.js confirming it would: the intent succeeds with a charge of that card. */
  charge(id: string, card = { brand: 'visa', last4: '4242' }): StandInIntent {
    const charge = { id: randomId('ch'), object: 'charge', payment_method_details: { type: 'card', card } };
    this.charges.set(charge.id, charge);
    return this.update(id, { status: 'succeeded', latest_charge: charge.id });
  }

  /** The status new refunds start in: 'pending' for one a test then settles with `settleRefund`. */
  nextRefundStatus: 'succeeded' | 'pending' = 'succeeded';

  /** What Stripe does to a refund later (a card's issuer refusing it): the refund as it is now. */
  settleRefund(id: string, status: 'succeeded' | 'failed', failureReason?: string): Record<string, unknown> {
    const refund = this.refunds.get(id);
    if (!refund) throw new Error(`stand-in: no refund ${id}`);
    return Object.assign(refund, { status, failure_reason: failureReason ?? null });
  }

  /** An intent made by something else than our checkout (another integration on the same account). */
  seed(intent: Partial<StandInIntent>): StandInIntent {
    const full = this.newIntent({ amount: '500', currency: 'usd' }, {});
    Object.assign(full, intent);
    this.intents.set(full.id, full);
    return full;
  }

  private async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    const recorded: RecordedStripeRequest = {
      method: req.method ?? 'GET',
      path,
      // GET parameters travel in the query string, POST parameters in the body; both are flat `key[sub]` pairs.
      form: Object.fromEntries(req.method === 'GET' ? url.searchParams : new URLSearchParams(raw)),
      idempotencyKey: header(req, 'idempotency-key'),
      authorization: header(req, 'authorization'),
    };
    this.requests.push(recorded);
    const replayKey = recorded.idempotencyKey && `${recorded.method} ${path} ${recorded.idempotencyKey}`;
    const answer = (replayKey && this.replays.get(replayKey)) || this.route(recorded);
    if (replayKey) this.replays.set(replayKey, answer);
    res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': randomId('req') });
    res.end(JSON.stringify(answer.body));
  }

  private route({ method, path, form }: RecordedStripeRequest): { status: number; body: unknown } {
    const ok = (body: unknown) => ({ status: 200, body });
    const fail = ({ status, error }: StripeErrorBody) => ({ status, body: { error } });
    if (method === 'POST' && path === '/v1/payment_intents') {
      const intent = this.newIntent(form, metadataOf(form));
      this.intents.set(intent.id, intent);
      return ok(intent);
    }
    if (method === 'GET' && path === '/v1/payment_intents') return ok(this.list(form));
    const intentPath = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
    if (intentPath) {
      const intent = this.intents.get(intentPath[1] ?? '');
      if (!intent) return fail(missing('payment_intent', intentPath[1] ?? ''));
      if (method === 'GET' && !intentPath[2]) return ok(this.expanded(intent, form));
      if (method === 'POST' && intentPath[2]) {
        if (!OPEN.includes(intent.status)) {
          return fail(
            invalid(
              'payment_intent_unexpected_state',
              `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
            ),
          );
        }
        intent.status = 'canceled';
        return ok(intent);
      }
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intentId = form['payment_intent'] ?? '';
      const intent = this.intents.get(intentId);
      if (!intent) return fail(missing('payment_intent', intentId));
      if (intent.status !== 'succeeded')
        return fail(invalid('payment_intent_unexpected_state', 'This PaymentIntent has not succeeded.'));
      // A charge is refunded once; a failed refund leaves it to be refunded again.
      if (
        [...this.refunds.values()].some(
          (refund) => refund['payment_intent'] === intentId && refund['status'] !== 'failed',
        )
      )
        return fail(invalid('charge_already_refunded', 'This charge has already been refunded.'));
      const refund = {
        id: randomId('re'),
        object: 'refund',
        amount: intent['amount'],
        currency: 'usd',
        payment_intent: intentId,
        metadata: metadataOf(form),
        status: this.nextRefundStatus,
        failure_reason: null,
      };
      this.refunds.set(refund.id, refund);
      return ok(refund);
    }
    const refundPath = /^\/v1\/refunds\/([^/]+)$/.exec(path);
    if (refundPath && method === 'GET') {
      const refund = this.refunds.get(refundPath[1] ?? '');
      return refund ? ok(refund) : fail(missing('refund', refundPath[1] ?? ''));
    }
    return fail({
      status: 404,
      error: {
        type: 'invalid_request_error',
        code: 'url_invalid',
        message: `Unrecognized request URL (${method}: ${path}).`,
      },
    });
  }

  /** The intent with `expand[]=latest_charge` honoured, as Stripe answers it. */
  private expanded(intent: StandInIntent, query: Record<string, string>): StandInIntent {
    const charge = this.charges.get(String(intent['latest_charge']));
    return Object.values(query).includes('latest_charge') && charge ? { ...intent, latest_charge: charge } : intent;
  }

  /** Stripe's list: newest first, `created[gte]`, `limit` and `starting_after` paging. */
  private list(query: Record<string, string>): {
    object: 'list';
    data: StandInIntent[];
    has_more: boolean;
    url: string;
  } {
    const since = Number(query['created[gte]'] ?? 0);
    const limit = Number(query['limit'] ?? 10);
    let all = [...this.intents.values()].filter((intent) => Number(intent['created']) >= since).reverse();
    const after = query['starting_after'];
    if (after) all = all.slice(all.findIndex((intent) => intent.id === after) + 1);
    return { object: 'list', data: all.slice(0, limit), has_more: all.length > limit, url: '/v1/payment_intents' };
  }

  private newIntent(form: Record<string, string>, metadata: Record<string, string>): StandInIntent {
    const id = randomId('pi');
    return {
      id,
      object: 'payment_intent',
      amount: Number(form['amount']),
      currency: form['currency'] ?? 'usd',
      description: form['description'] ?? null,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      metadata,
      allowed_payment_method_types: Object.entries(form)
        .filter(([key]) => key.startsWith('allowed_payment_method_types['))
        .map(([, value]) => value),
      last_payment_error: null,
      latest_charge: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
  }
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function metadataOf(form: Record<string, string>): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match?.[1]) metadata[match[1]] = value;
  }
  return metadata;
}

function missing(kind: string, id: string): StripeErrorBody {
  return {
    status: 404,
    error: {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such ${kind}: '${id}'`,
      param: 'intent',
    },
  };
}

function invalid(code: string, message: string): StripeErrorBody {
  return { status: 400, error: { type: 'invalid_request_error', code, message } };
}
