import { request as httpRequest, type ClientRequest, type IncomingHttpHeaders } from 'node:http';

export interface ServerSentEvent {
  id?: string;
  event?: string;
  data: string;
  /** When the event's last line arrived (Date.now()). */
  at: number;
}

export interface OpenEventStream {
  status: number;
  headers: IncomingHttpHeaders;
  events: ServerSentEvent[];
  /** Comment lines (`: ping`) and `retry:` values, as they came. */
  comments: string[];
  retries: number[];
  /** The whole body so far, for answers that are not a stream (a 429's JSON). */
  text(): string;
  ended: Promise<void>;
  /** Resolves with the first event from `from` on that `predicate` accepts, or rejects after `withinMs`. */
  next(predicate?: (event: ServerSentEvent) => boolean, withinMs?: number, from?: number): Promise<ServerSentEvent>;
  close(): void;
}

/** Opens an event stream over plain HTTP (no reconnection: each test says when to reconnect) and parses it as it comes. */
export function openEventStream(url: string, headers: Record<string, string> = {}): Promise<OpenEventStream> {
  return new Promise((resolve, reject) => {
    const request: ClientRequest = httpRequest(
      url,
      { headers: { accept: 'text/event-stream', ...headers } },
      (response) => {
        const events: ServerSentEvent[] = [];
        const comments: string[] = [];
        const retries: number[] = [];
        let raw = '';
        let pending = '';
        let endStream: () => void = () => undefined;
        const ended = new Promise<void>((resolveEnd) => (endStream = resolveEnd));
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          raw += chunk;
          pending += chunk;
          let boundary;
          while ((boundary = pending.indexOf('\n\n')) !== -1) {
            const block = pending.slice(0, boundary);
            pending = pending.slice(boundary + 2);
            const event: Partial<ServerSentEvent> = {};
            const data: string[] = [];
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) comments.push(line.slice(1).trim());
              else if (line.startsWith('retry: ')) retries.push(Number(line.slice(7)));
              else if (line.startsWith('id: ')) event.id = line.slice(4);
              else if (line.startsWith('event: ')) event.event = line.slice(7);
              else if (line.startsWith('data: ')) data.push(line.slice(6));
            }
            if (data.length > 0) events.push({ ...event, data: data.join('\n'), at: Date.now() });
          }
        });
        response.on('end', endStream);
        response.on('close', endStream);
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          events,
          comments,
          retries,
          text: () => raw,
          ended,
          async next(predicate = () => true, withinMs = 3000, from = 0) {
            const deadline = Date.now() + withinMs;
            for (;;) {
              const found = events.slice(from).find(predicate);
              if (found) return found;
              if (Date.now() > deadline)
                throw new Error(`no such event within ${withinMs} ms: ${JSON.stringify(events)}`);
              await new Promise((wait) => setTimeout(wait, 10));
            }
          },
          close: () => request.destroy(),
        });
      },
    );
    request.on('error', reject);
    request.end();
  });
}
