import type { z } from 'zod';

/** `<svc>.<entity>.<past>.v<N>` in lower case, e.g. `classes.class.created.v1`. */
export const EVENT_SUBJECT_PATTERN = /^[a-z][a-z0-9_-]*\.[a-z][a-z0-9_-]*\.[a-z][a-z0-9_-]*\.v[1-9][0-9]*$/;

// `dlq` was the first token of dead-letter subjects inside the event stream (`<ns>.dlq.<subject>`) before decision
// 0030, and streams created then still hold some: no service may own it.
const RESERVED_FIRST_TOKENS = new Set(['dlq']);

/** An event a service publishes: its subject and the zod schema of its `data`. Declare one constant per event and version. */
export interface EventDefinition<TSubject extends string = string, TSchema extends z.ZodType = z.ZodType> {
  readonly subject: TSubject;
  readonly schema: TSchema;
}

/** What a handler receives in `data`. */
export type EventData<E extends EventDefinition> = z.output<E['schema']>;
/** What a publisher passes in. Event schemas describe the JSON wire shape, so this is normally the same as `EventData`. */
export type EventInput<E extends EventDefinition> = z.input<E['schema']>;

export function isEventSubject(subject: string): boolean {
  return EVENT_SUBJECT_PATTERN.test(subject) && !RESERVED_FIRST_TOKENS.has(subject.split('.')[0] ?? '');
}

export function defineEvent<const TSubject extends string, TSchema extends z.ZodType>(
  subject: TSubject,
  schema: TSchema,
): EventDefinition<TSubject, TSchema> {
  if (!isEventSubject(subject)) {
    throw new Error(
      `Invalid event subject "${subject}": expected <svc>.<entity>.<past>.v<N>, e.g. classes.class.created.v1`,
    );
  }
  return Object.freeze({ subject, schema });
}
