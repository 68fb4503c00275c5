import { z } from 'zod';
import { EVENT_SUBJECT_PATTERN, type EventData, type EventDefinition, type EventInput } from './event-definition.js';

/** The JSON every event travels in; `type` is the event subject without the namespace prefix. */
export const eventEnvelopeSchema = z.object({
  id: z.uuid(),
  type: z.string().regex(EVENT_SUBJECT_PATTERN, 'not an event subject'),
  occurredAt: z.iso.datetime({ offset: true }),
  data: z.unknown().refine((value) => value !== undefined, 'data is required'),
});

export interface EventEnvelope<TData = unknown> {
  id: string;
  type: string;
  occurredAt: string;
  data: TData;
}

/** Why a consumer refused a message; also the value of the dead-letter reason header. */
export const EVENT_REJECTION_REASONS = ['invalid-json', 'invalid-envelope', 'wrong-type', 'invalid-data'] as const;
export type EventRejectionReason = (typeof EVENT_REJECTION_REASONS)[number];

export type ParsedEvent<E extends EventDefinition> =
  { ok: true; envelope: EventEnvelope<EventData<E>> } | { ok: false; reason: EventRejectionReason; error: string };

/** Builds the envelope for `event`, validating `data` against its schema (throws a ZodError when it does not fit). */
export function createEventEnvelope<E extends EventDefinition>(
  event: E,
  data: EventInput<E>,
  options: { id?: string; occurredAt?: Date } = {},
): EventEnvelope<EventData<E>> {
  return {
    id: options.id ?? crypto.randomUUID(),
    type: event.subject,
    occurredAt: (options.occurredAt ?? new Date()).toISOString(),
    data: event.schema.parse(data) as EventData<E>,
  };
}

/** Validates an already decoded message as an envelope of `event`; never throws. */
export function parseEvent<E extends EventDefinition>(event: E, raw: unknown): ParsedEvent<E> {
  const envelope = eventEnvelopeSchema.safeParse(raw);
  if (!envelope.success) {
    return { ok: false, reason: 'invalid-envelope', error: z.prettifyError(envelope.error) };
  }
  if (envelope.data.type !== event.subject) {
    return { ok: false, reason: 'wrong-type', error: `expected type ${event.subject}, got ${envelope.data.type}` };
  }
  const data = event.schema.safeParse(envelope.data.data);
  if (!data.success) {
    return { ok: false, reason: 'invalid-data', error: z.prettifyError(data.error) };
  }
  return { ok: true, envelope: { ...envelope.data, data: data.data as EventData<E> } };
}

/** Decodes a message body (UTF-8 JSON) and validates it as an envelope of `event`; never throws. */
export function decodeEvent<E extends EventDefinition>(event: E, body: string | Uint8Array): ParsedEvent<E> {
  let raw: unknown;
  try {
    raw = JSON.parse(typeof body === 'string' ? body : new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch (error) {
    return { ok: false, reason: 'invalid-json', error: error instanceof Error ? error.message : String(error) };
  }
  return parseEvent(event, raw);
}
