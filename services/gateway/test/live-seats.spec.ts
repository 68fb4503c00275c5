// The live seat stream over real HTTP and the machine's NATS, with a stand-in classes service for the snapshots.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { liveSeatsSubject, type LiveSeatFigures } from '@classhub/contracts';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { TOO_MANY_STREAMS_MESSAGE } from '../src/live-seats/live-seats-route.js';
import { openEventStream, type OpenEventStream, type ServerSentEvent } from './support/event-stream.js';
import { startFakeUpstream, type FakeUpstream } from './support/fake-upstream.js';
import { startGateway, type RunningGateway } from './support/gateway.js';

const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

const figures = (classId: string, availableSeats: number): LiveSeatFigures => ({
  classId,
  availableSeats,
  enrolled: 100 - availableSeats,
  open: true,
});
const classesOf = (event: ServerSentEvent) => (JSON.parse(event.data) as { classes: LiveSeatFigures[] }).classes;
const has = (classId: string, availableSeats?: number) => (event: ServerSentEvent) =>
  classesOf(event).some(
    (item) => item.classId === classId && (availableSeats === undefined || item.availableSeats === availableSeats),
  );

/** classes' GET /seats: every id asked for, with 10 seats. */
function seatsService(): Promise<FakeUpstream> {
  return startFakeUpstream('classes', (request, response) => {
    const ids = new URL(request.url, 'http://x').searchParams.get('classes')?.split(',') ?? [];
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ classes: ids.map((id) => figures(id, 10)) }));
  });
}

describe('the live seat stream (GET /api/live/seats)', () => {
  const namespace = `gw-live-${randomUUID().slice(0, 8)}`;
  let classes: FakeUpstream;
  let gateway: RunningGateway;
  let nats: NatsConnection;
  const opened: OpenEventStream[] = [];
  const open = async (query = '', headers: Record<string, string> = {}) => {
    const stream = await openEventStream(`${gateway.url}/api/live/seats${query}`, headers);
    opened.push(stream);
    return stream;
  };
  const publish = async (...classes: LiveSeatFigures[]) => {
    nats.publish(liveSeatsSubject(namespace), JSON.stringify({ classes }));
    await nats.flush();
  };

  beforeAll(async () => {
    classes = await seatsService();
    gateway = await startGateway({
      CLASSES_URL: classes.url,
      NATS_URL,
      NATS_NAMESPACE: namespace,
      LIVE_STREAMS_PER_ADDRESS: '50',
      LIVE_HEARTBEAT_MS: '200',
    });
    nats = await connect({ servers: NATS_URL });
    // Until the gateway hears the subject (its NATS connection is made once it listens).
    const probe = await open();
    const marker = randomUUID();
    const deadline = Date.now() + 5000;
    while (!probe.events.some(has(marker)) && Date.now() < deadline) {
      await publish(figures(marker, 1));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    probe.close();
  });

  afterAll(async () => {
    for (const stream of opened) stream.close();
    await nats?.close();
    await gateway?.close();
    await classes?.close();
  });

  it('opens a stream the edge answers (request id, no caching, no buffering, never compressed) with a snapshot', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const stream = await open(`?classes=${a},${b}`, { 'accept-encoding': 'br, gzip' });
    expect(stream.status).toBe(200);
    expect(stream.headers).toMatchObject({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    expect(stream.headers['x-request-id']).toBeTruthy();
    expect(stream.headers['content-encoding']).toBeUndefined();
    const snapshot = await stream.next();
    expect(snapshot.event).toBe('seats');
    expect(snapshot.id).toMatch(/^[\w-]+\.\d+$/);
    expect(classesOf(snapshot)).toEqual([figures(a, 10), figures(b, 10)]);
    expect(stream.retries).toEqual([3000]);
    expect(classes.requests.at(-1)?.url).toBe(`/seats?classes=${encodeURIComponent(`${a},${b}`)}`);
  });

  it('sends changes heard within one tick as one event, with each class as last heard', async () => {
    const stream = await open();
    const [a, b] = [randomUUID(), randomUUID()];
    await publish(figures(a, 5), figures(b, 7));
    await publish(figures(a, 4));
    await publish(figures(a, 3));
    const event = await stream.next(has(a));
    const changed = classesOf(event).filter((item) => item.classId === a || item.classId === b);
    expect(changed).toEqual(expect.arrayContaining([figures(a, 3), figures(b, 7)]));
    expect(changed).toHaveLength(2);
  });

  it('sends a class at most once per 250 ms however many changes a rush makes, ending with the last', async () => {
    const stream = await open();
    const rushed = randomUUID();
    for (let left = 100; left >= 1; left -= 1) {
      await publish(figures(rushed, left - 1));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await stream.next(has(rushed, 0));
    const times = stream.events.filter(has(rushed)).map((event) => event.at);
    // 100 changes over more than a second: several events, never two within a tick (timers may fire a little late).
    expect(times.length).toBeGreaterThan(2);
    expect(times.length).toBeLessThan(100 / 5);
    for (let i = 1; i < times.length; i += 1) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(200);
  });

  it('replays what a reconnecting browser missed from its Last-Event-ID, without asking classes', async () => {
    const watched = randomUUID();
    const first = await open();
    await publish(figures(watched, 9));
    const seen = await first.next(has(watched, 9));
    first.close();
    await publish(figures(watched, 8));
    await publish(figures(randomUUID(), 2));
    await new Promise((resolve) => setTimeout(resolve, 400));
    const asked = classes.requests.length;
    const again = await open(`?classes=${watched}`, { 'last-event-id': seen.id! });
    const caughtUp = await again.next();
    expect(classesOf(caughtUp)).toContainEqual(expect.objectContaining(figures(watched, 8)));
    expect(Number(caughtUp.id!.split('.')[1])).toBeGreaterThan(Number(seen.id!.split('.')[1]));
    expect(classes.requests.length).toBe(asked);
  });

  it.each([
    ['malformed', "x' OR 1=1 --"],
    ["another gateway's", 'someoneelse.3'],
    ['a future', 'SELF.999999999'],
    ['an empty', ''],
  ])('answers %s Last-Event-ID with a fresh snapshot, never an error', async (_case, lastEventId) => {
    const id = randomUUID();
    const bootId = (await (await open(`?classes=${randomUUID()}`)).next()).id!.split('.')[0]!;
    const stream = await open(`?classes=${id}`, { 'last-event-id': lastEventId.replace('SELF', bootId) });
    expect(stream.status).toBe(200);
    expect(classesOf(await stream.next())).toEqual([figures(id, 10)]);
  });

  it('refuses a malformed classes query with 400 and the rule', async () => {
    const answer = await fetch(`${gateway.url}/api/live/seats?classes=not-an-id`);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      statusCode: 400,
      message: 'classes must be 1 to 100 class ids, separated by commas',
    });
  });

  it('sends a heartbeat comment on a quiet stream', async () => {
    const stream = await open();
    const deadline = Date.now() + 2000;
    while (!stream.comments.includes('ping') && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stream.comments).toContain('ping');
  });
});

describe('the live seat stream: limits and shutdown', () => {
  it('answers 429 with Retry-After beyond the streams one address may hold, and admits again once one closes', async () => {
    const classes = await seatsService();
    const gateway = await startGateway({ CLASSES_URL: classes.url, LIVE_STREAMS_PER_ADDRESS: '2' });
    try {
      const streams = [
        await openEventStream(`${gateway.url}/api/live/seats`),
        await openEventStream(`${gateway.url}/api/live/seats`),
      ];
      const refused = await openEventStream(`${gateway.url}/api/live/seats`);
      await refused.ended;
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toBe('30');
      expect(JSON.parse(refused.text())).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        message: TOO_MANY_STREAMS_MESSAGE,
      });
      streams[0]!.close();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const admitted = await openEventStream(`${gateway.url}/api/live/seats`);
      expect(admitted.status).toBe(200);
      admitted.close();
      streams[1]!.close();
    } finally {
      await gateway.close();
      await classes.close();
    }
  });

  it('still opens with a snapshot and heartbeats when NATS cannot be reached', async () => {
    const classes = await seatsService();
    const gateway = await startGateway({
      CLASSES_URL: classes.url,
      NATS_URL: 'nats://127.0.0.1:1',
      LIVE_HEARTBEAT_MS: '100',
    });
    try {
      const id = randomUUID();
      const stream = await openEventStream(`${gateway.url}/api/live/seats?classes=${id}`);
      expect(classesOf(await stream.next())).toEqual([figures(id, 10)]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(stream.comments).toContain('ping');
      stream.close();
    } finally {
      await gateway.close();
      await classes.close();
    }
  });

  it('ends every open stream before the gateway closes, without holding the shutdown', async () => {
    const classes = await seatsService();
    const gateway = await startGateway({ CLASSES_URL: classes.url });
    const streams = await Promise.all(
      Array.from({ length: 3 }, () => openEventStream(`${gateway.url}/api/live/seats?classes=${randomUUID()}`)),
    );
    await Promise.all(streams.map((stream) => stream.next()));
    const started = Date.now();
    await gateway.close();
    await Promise.all(streams.map((stream) => stream.ended));
    // Well under the drain bound (5 s) that would otherwise cut them.
    expect(Date.now() - started).toBeLessThan(2000);
    await classes.close();
  });
});
