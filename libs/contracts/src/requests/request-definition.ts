import type { z } from 'zod';
import { assertEventNamespace } from '../events/event-subjects.js';

/**
 * `<svc>.<entity>.<verb>.v<n>`, e.g. `classes.seat.hold.v1`: the service that answers comes first; a change its
 * askers cannot read is a new version on a new subject, answered beside the old one until no asker uses it.
 */
export const REQUEST_SUBJECT_PATTERN = /^[a-z][a-z0-9_-]*\.[a-z][a-z0-9_-]*\.[a-z][a-z0-9_-]*\.v[1-9][0-9]*$/;

/** A question one service answers for others over core NATS (request-reply): its subject and both payload schemas. */
export interface RequestDefinition<
  TSubject extends string = string,
  TRequest extends z.ZodType = z.ZodType,
  TReply extends z.ZodType = z.ZodType,
> {
  readonly subject: TSubject;
  readonly request: TRequest;
  readonly reply: TReply;
}

export type RequestData<R extends RequestDefinition> = z.output<R['request']>;
export type RequestInput<R extends RequestDefinition> = z.input<R['request']>;
export type ReplyData<R extends RequestDefinition> = z.output<R['reply']>;
export type ReplyInput<R extends RequestDefinition> = z.input<R['reply']>;

export function defineRequest<const TSubject extends string, TRequest extends z.ZodType, TReply extends z.ZodType>(
  subject: TSubject,
  request: TRequest,
  reply: TReply,
): RequestDefinition<TSubject, TRequest, TReply> {
  if (!REQUEST_SUBJECT_PATTERN.test(subject)) {
    throw new Error(
      `Invalid request subject "${subject}": expected <svc>.<entity>.<verb>.v<n>, e.g. classes.seat.hold.v1`,
    );
  }
  return Object.freeze({ subject, request, reply });
}

/**
 * The NATS subject a request travels on: `<subject>.<ns>`. It starts with a service name, so the event stream
 * (`<ns>.>`) never captures it, and it ends with the namespace, so a test run never gets answers from a dev copy.
 */
export function requestWireSubject(namespace: string, subject: string): string {
  return `${subject}.${assertEventNamespace(namespace)}`;
}

/** What travels back: the handler's reply, or why it could not give one. */
export type ReplyEnvelope<T = unknown> = { ok: true; data: T } | { ok: false; error: string };
