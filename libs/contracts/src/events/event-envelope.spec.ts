import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { defineEvent } from './event-definition.js';
import { createEventEnvelope, decodeEvent, eventEnvelopeSchema, parseEvent } from './event-envelope.js';

const CLASS_CREATED = defineEvent(
  'classes.class.created.v1',
  z.object({ classId: z.string(), seats: z.number().int() }),
);
const OTHER = defineEvent('payments.payment.completed.v1', z.object({ paymentId: z.string() }));

const validEnvelope = () => ({
  id: '3b241101-e2bb-4255-8caf-4136c566a962',
  type: 'classes.class.created.v1',
  occurredAt: '2025-01-02T03:04:05.678Z',
  data: { classId: 'c1', seats: 3 },
});

describe('eventEnvelopeSchema', () => {
  it('accepts a complete envelope', () => {
    expect(eventEnvelopeSchema.safeParse(validEnvelope()).success).toBe(true);
  });

  it.each([
    ['a non-uuid id', { id: 'nope' }],
    ['a type that is not an event subject', { type: 'classes.seat.hold' }],
    ['a non-ISO occurredAt', { occurredAt: 'yesterday' }],
    ['missing data', { data: undefined }],
  ])('rejects %s', (_label, patch) => {
    expect(eventEnvelopeSchema.safeParse({ ...validEnvelope(), ...patch }).success).toBe(false);
  });
});

describe('createEventEnvelope', () => {
  it('wraps valid data with a fresh uuid, the subject and the time', () => {
    const envelope = createEventEnvelope(
      CLASS_CREATED,
      { classId: 'c1', seats: 3 },
      { occurredAt: new Date('2025-01-01T00:00:00Z') },
    );
    expect(envelope).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'classes.class.created.v1',
      occurredAt: '2025-01-01T00:00:00.000Z',
      data: { classId: 'c1', seats: 3 },
    });
    expect(eventEnvelopeSchema.safeParse(envelope).success).toBe(true);
  });

  it('strips keys the schema does not know', () => {
    const data = { classId: 'c1', seats: 3, secret: 'x' } as { classId: string; seats: number };
    expect(createEventEnvelope(CLASS_CREATED, data).data).toEqual({ classId: 'c1', seats: 3 });
  });

  it('throws when data does not fit the schema', () => {
    expect(() => createEventEnvelope(CLASS_CREATED, { classId: 'c1', seats: 1.5 })).toThrow(z.ZodError);
  });
});

describe('parseEvent', () => {
  it('returns the typed envelope of a valid event', () => {
    expect(parseEvent(CLASS_CREATED, validEnvelope())).toEqual({ ok: true, envelope: validEnvelope() });
  });

  it('reports an envelope of another event as wrong-type', () => {
    expect(parseEvent(OTHER, validEnvelope())).toMatchObject({ ok: false, reason: 'wrong-type' });
  });

  it('reports data that fails the event schema as invalid-data', () => {
    expect(parseEvent(CLASS_CREATED, { ...validEnvelope(), data: { classId: 'c1' } })).toMatchObject({
      ok: false,
      reason: 'invalid-data',
      error: expect.stringContaining('seats'),
    });
  });

  it('reports a non-envelope as invalid-envelope', () => {
    expect(parseEvent(CLASS_CREATED, [1, 2])).toMatchObject({ ok: false, reason: 'invalid-envelope' });
  });
});

describe('decodeEvent', () => {
  it('decodes UTF-8 JSON bytes', () => {
    const bytes = new TextEncoder().encode(JSON.stringify(validEnvelope()));
    expect(decodeEvent(CLASS_CREATED, bytes)).toEqual({ ok: true, envelope: validEnvelope() });
  });

  it.each([['not json{'], [new Uint8Array([0xff, 0xfe, 0x7b])]])('reports %p as invalid-json', (body) => {
    expect(decodeEvent(CLASS_CREATED, body)).toMatchObject({ ok: false, reason: 'invalid-json' });
  });
});
