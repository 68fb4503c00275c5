import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { consumerContractProblems, unmetExpectations } from './consumer-expectations.js';

const PAYMENT = z.object({ paymentId: z.uuid(), amountCents: z.int().min(0), note: z.string().optional() });
const REPLY = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), holdId: z.uuid() }),
  z.object({ ok: z.literal(false), reason: z.enum(['full']) }),
]);

describe('unmetExpectations', () => {
  it('accepts fields that are there, required and of the type read (an integer read as a number too)', () => {
    expect(unmetExpectations(PAYMENT, { paymentId: 'string', amountCents: 'number' })).toEqual([]);
  });

  it('names a field removed, made optional or retyped', () => {
    expect(unmetExpectations(PAYMENT, { transactionId: 'string' })).toEqual([
      expect.stringContaining('no field "transactionId"'),
    ]);
    expect(unmetExpectations(PAYMENT, { note: 'string' })).toEqual([expect.stringContaining('"note" is optional')]);
    expect(unmetExpectations(PAYMENT, { amountCents: 'string' })).toEqual([
      expect.stringContaining('"amountCents" is integer, read as string'),
    ]);
  });

  it('matches each shape a consumer handles against some shape of a union', () => {
    expect(
      unmetExpectations(REPLY, [
        { ok: 'boolean', holdId: 'string' },
        { ok: 'boolean', reason: 'string' },
      ]),
    ).toEqual([]);
    expect(unmetExpectations(REPLY, [{ ok: 'boolean', message: 'string' }])).toHaveLength(1);
  });
});

describe('consumerContractProblems', () => {
  it('asks the contract to cover every message the service consumes and asks, and nothing else', () => {
    const problems = consumerContractProblems('classes', {
      events: { 'classes.class.created.v1': { classId: 'string' } },
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^identity\.user\.registered\.v1: consumed, but the contract does not say/),
        expect.stringMatching(/^payments\.payment\.completed\.v1: consumed/),
        expect.stringMatching(/^classes\.class\.created\.v1: in the contract, but classes does not consume it/),
      ]),
    );
  });

  it('checks the request a service sends against the responder’s schema', () => {
    const problems = consumerContractProblems('identity', {
      events: {},
      asks: { 'classes.seat.hold.v1': { sends: { holdId: 'not-a-uuid' }, reads: {} } },
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^classes\.seat\.hold\.v1: in the contract, but identity does not ask it/),
      ]),
    );
  });
});
