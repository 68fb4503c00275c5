import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { startFakeUpstream, type FakeUpstream } from './support/fake-upstream.js';
import { startGateway, type RunningGateway } from './support/gateway.js';

const SECRET = 'whsec_test';
const sign = (payload: Buffer | string) => createHmac('sha256', SECRET).update(payload).digest('hex');

let payments: FakeUpstream;
let gateway: RunningGateway;

beforeAll(async () => {
  // Stands in for payments' webhook endpoint: it verifies the signature over the bytes it receives.
  payments = await startFakeUpstream('payments', (request, response) => {
    const valid = request.headers['stripe-signature'] === sign(request.body);
    response.writeHead(valid ? 200 : 400, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ received: valid }));
  });
  gateway = await startGateway({ PAYMENTS_URL: payments.url });
});

afterAll(async () => {
  await gateway.close();
  await payments.close();
});

it('delivers a webhook whose signature still verifies over the raw body', async () => {
  // Whitespace, key order and unicode escapes that a JSON parse and re-serialise would change.
  const payload = '{\n  "id": "evt_1",  "type":"payment_intent.succeeded", "data": {"note":"caf\\u00e9"}\n}';
  const response = await fetch(`${gateway.url}/api/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': sign(payload) },
    body: payload,
  });

  expect(await response.json()).toEqual({ received: true });
  expect(response.status).toBe(200);
});
