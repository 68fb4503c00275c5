// Every message on NATS is frozen once published: its JSON Schema is written under libs/contracts/messages/ and this
// test fails when the code's schema no longer matches it. An event's subject carries its version (`…v1`); a change a
// consumer could trip over (a field removed, renamed, retyped or made required) is a new subject (`…v2`) published
// alongside the old one until every consumer has moved. Fields added as optional within a version are the one change
// made in place: then update the file (UPDATE_MESSAGE_SCHEMAS=1 npm test -w libs/contracts) and say why in the commit.
import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ALL_EVENTS, ALL_REQUESTS } from './messaging.js';

const FOLDER = fileURLToPath(new URL('../../messages/', import.meta.url));
const UPDATE = process.env.UPDATE_MESSAGE_SCHEMAS === '1';

const wire = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

function expectFrozen(subject: string, schema: object): void {
  const file = path.join(FOLDER, `${subject}.json`);
  const text = `${JSON.stringify(schema, null, 2)}\n`;
  if (UPDATE) writeFileSync(file, text);
  expect(
    existsSync(file)
      ? readFileSync(file, 'utf8')
      : `(no ${path.basename(file)}: a new message needs its schema written)`,
  ).toBe(text);
}

describe('message schemas as published', () => {
  it.each(ALL_EVENTS.map((event) => [event.subject, event] as const))('%s', (subject, event) => {
    expectFrozen(subject, wire(event.schema));
  });

  it.each(ALL_REQUESTS.map((request) => [request.subject, request] as const))(
    '%s (request and reply)',
    (subject, request) => {
      expectFrozen(subject, { request: wire(request.request), reply: wire(request.reply) });
    },
  );
});
