import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { routeBindingProblems } from '@classhub/nest-kit';
import { startPayments, type RunningPayments } from './support/payments-app.js';

describe('payments serves exactly the routes libs/contracts declares for it', () => {
  let payments: RunningPayments;

  beforeAll(async () => {
    payments = await startPayments();
  });

  afterAll(async () => {
    await payments?.stop();
  });

  it('has a handler for each declared route and no route beyond them (read from the running router)', () => {
    expect(routeBindingProblems(payments.app, 'payments')).toEqual([]);
  });
});
