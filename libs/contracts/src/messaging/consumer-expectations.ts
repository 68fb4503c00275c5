import { z } from 'zod';
import { ALL_EVENTS, ALL_REQUESTS, MESSAGING } from './messaging.js';
import type { ServiceName } from '../services.js';

/** The JSON type a consumer reads a field as. */
export type WireType = 'string' | 'integer' | 'number' | 'boolean' | 'array';
/** The fields a consumer reads from a message, each with the type it reads it as; every one must be required. */
export type FieldExpectation = Readonly<Record<string, WireType>>;
/** A message of several shapes (a reply `{ ok: true, … } | { ok: false, … }`): each shape the consumer handles. */
export type MessageExpectation = FieldExpectation | readonly FieldExpectation[];

/**
 * What a service relies on in the messages it receives (consumer-driven contract): checked in the consumer's own
 * tests against the producer's schema here, so a producer change that breaks a consumer fails CI in the consumer.
 */
export interface ConsumerContract {
  /** For each event the service consumes (by subject), what it reads. */
  readonly events: Readonly<Record<string, MessageExpectation>>;
  /** For each request it asks (by subject): a request as it sends it, and what it reads from the reply. */
  readonly asks?: Readonly<Record<string, { readonly sends: unknown; readonly reads: MessageExpectation }>>;
}

interface JsonShape {
  type?: string;
  const?: unknown;
  properties?: Record<string, JsonShape>;
  required?: string[];
  anyOf?: JsonShape[];
  oneOf?: JsonShape[];
}

function typeOf(property: JsonShape): string | undefined {
  return property.type ?? (property.const === undefined ? undefined : typeof property.const);
}

function fieldProblems(shape: JsonShape, expected: FieldExpectation): string[] {
  return Object.entries(expected).flatMap(([field, wanted]) => {
    const property = shape.properties?.[field];
    if (!property) return [`no field "${field}"`];
    if (!shape.required?.includes(field)) return [`"${field}" is optional`];
    const actual = typeOf(property);
    const fits = actual === wanted || (wanted === 'number' && actual === 'integer');
    return fits ? [] : [`"${field}" is ${actual ?? 'of no single type'}, read as ${wanted}`];
  });
}

/** Empty when the schema gives every field the consumer reads, required and of the type it reads. */
export function unmetExpectations(schema: z.ZodType, expected: MessageExpectation): string[] {
  const root = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonShape;
  const shapes = root.anyOf ?? root.oneOf ?? [root];
  const wanted: readonly FieldExpectation[] = Array.isArray(expected) ? expected : [expected as FieldExpectation];
  return wanted.flatMap((fields) => {
    const perShape = shapes.map((shape) => fieldProblems(shape, fields));
    if (perShape.some((problems) => problems.length === 0)) return [];
    return [
      `no shape has ${Object.keys(fields).join(', ')} as read (${perShape.map((problems) => problems.join(', ')).join(' | ')})`,
    ];
  });
}

/** Every way the producers' schemas fail `service`'s contract, or the contract fails MESSAGING; empty when all hold. */
export function consumerContractProblems(service: ServiceName, contract: ConsumerContract): string[] {
  const declared = MESSAGING[service];
  const problems: string[] = [];
  const listed = new Set(Object.keys(contract.events));
  for (const event of declared.consumes) {
    if (!listed.has(event.subject))
      problems.push(`${event.subject}: consumed, but the contract does not say what ${service} reads`);
  }
  for (const [subject, expected] of Object.entries(contract.events)) {
    const event = ALL_EVENTS.find((candidate) => candidate.subject === subject);
    if (!event || !declared.consumes.includes(event)) {
      problems.push(`${subject}: in the contract, but ${service} does not consume it (MESSAGING)`);
      continue;
    }
    problems.push(...unmetExpectations(event.schema, expected).map((problem) => `${subject}: ${problem}`));
  }
  const asks = contract.asks ?? {};
  for (const request of declared.asks) {
    if (!(request.subject in asks))
      problems.push(`${request.subject}: asked, but the contract does not say what ${service} sends and reads`);
  }
  for (const [subject, { sends, reads }] of Object.entries(asks)) {
    const request = ALL_REQUESTS.find((candidate) => candidate.subject === subject);
    if (!request || !declared.asks.includes(request)) {
      problems.push(`${subject}: in the contract, but ${service} does not ask it (MESSAGING)`);
      continue;
    }
    const sent = request.request.safeParse(sends);
    if (!sent.success)
      problems.push(
        `${subject}: the responder refuses the request ${service} sends (${sent.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')})`,
      );
    problems.push(...unmetExpectations(request.reply, reads).map((problem) => `${subject} reply: ${problem}`));
  }
  return problems;
}
