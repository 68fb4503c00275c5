import { Agent, request as httpRequest } from 'node:http';
import type { FuzzRequest } from './fuzz-requests.js';

export interface FuzzAnswer {
  status: number;
  body: string;
}

const BOUNDARY = 'fuzz-boundary-7c1e';

/**
 * An event stream (GET /live/seats) never ends by itself: what it sends this soon (its retry hint, a snapshot) is
 * judged like any answer, then the stream is left.
 */
const STREAM_READ_MS = 500;

function multipart(part: NonNullable<FuzzRequest['part']>): Buffer {
  return Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n` +
      `${part.content}\r\n--${BOUNDARY}--\r\n`,
    'latin1',
  );
}

/**
 * Sends one request byte for byte as generated (node:http, not fetch: fetch would resolve `..` and `%2e%2e` segments
 * before sending, hiding exactly the paths the fuzzer means to try). Loopback only.
 */
export function sendRequest(baseUrl: string, fuzz: FuzzRequest, agent: Agent, timeoutMs: number): Promise<FuzzAnswer> {
  const target = new URL(baseUrl);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(target.hostname))
    throw new Error(`Refusing a non-loopback target: ${baseUrl}`);
  const headers: Record<string, string> = {};
  if (fuzz.authorization) headers.authorization = fuzz.authorization;
  let payload: Buffer | undefined;
  if (fuzz.part) {
    payload = multipart(fuzz.part);
    headers['content-type'] = `multipart/form-data; boundary=${BOUNDARY}`;
  } else if (fuzz.body !== undefined && fuzz.method !== 'GET') {
    payload = Buffer.from(fuzz.body, 'utf8');
    if (fuzz.contentType) headers['content-type'] = fuzz.contentType;
  }
  if (payload) headers['content-length'] = String(payload.length);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: fuzz.method,
        path: `/api${fuzz.url}`,
        headers,
        agent,
        timeout: timeoutMs,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        const answer = () => ({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => resolve(answer()));
        incoming.on('error', reject);
        if (String(incoming.headers['content-type']).startsWith('text/event-stream')) {
          setTimeout(() => {
            resolve(answer());
            outgoing.destroy();
          }, STREAM_READ_MS);
        }
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}
