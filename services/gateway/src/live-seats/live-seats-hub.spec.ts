import { describe, expect, it } from '@jest/globals';
import { LiveSeatsHub, type LiveStream } from './live-seats-hub.js';

const CLASS_A = '3f0c2a9e-5b1d-4c8e-9a7f-2d6b8e1c4a50';
const CLASS_B = '7d1e2f30-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const message = (classId: string, availableSeats: number, changedAt?: number) =>
  JSON.stringify({ classes: [{ classId, availableSeats, enrolled: 1, open: true, changedAt }] });

function hubAt(clock: { now: number }) {
  return new LiveSeatsHub({ tickMs: 250, replayMs: 120_000, heartbeatMs: 15_000, now: () => clock.now });
}

function recorder(): LiveStream & { written: string[]; ended: boolean } {
  const stream = {
    written: [] as string[],
    ended: false,
    write: (chunk: Buffer) => void stream.written.push(chunk.toString()),
    end: () => void (stream.ended = true),
  };
  return stream;
}

describe('LiveSeatsHub', () => {
  it('sends each tick once, with each class as last heard and the earliest change time, and nothing on a quiet tick', () => {
    const hub = hubAt({ now: 0 });
    const stream = recorder();
    hub.attach(stream);
    hub.heard(message(CLASS_A, 5, 1000));
    hub.heard(message(CLASS_A, 4, 1100));
    hub.tick();
    hub.tick();
    expect(stream.written).toEqual([
      `id: ${hub.bootId}.1\nevent: seats\ndata: {"classes":[{"classId":"${CLASS_A}","availableSeats":4,"enrolled":1,"open":true,"changedAt":1000}]}\n\n`,
    ]);
  });

  it('drops what is not a live seats message', () => {
    const hub = hubAt({ now: 0 });
    const stream = recorder();
    hub.attach(stream);
    for (const text of ['not json', '{"classes":[]}', '{"classes":[{"classId":"x"}]}', message(CLASS_A, -1)])
      hub.heard(text);
    hub.tick();
    expect(stream.written).toEqual([]);
  });

  it('answers a Last-Event-ID with the ticks after it, merged, until they are forgotten', () => {
    const clock = { now: 0 };
    const hub = hubAt(clock);
    hub.heard(message(CLASS_A, 5));
    hub.tick();
    const seen = hub.currentId();
    hub.heard(message(CLASS_A, 4));
    hub.tick();
    hub.heard(message(CLASS_B, 9));
    hub.tick();
    expect(hub.missedSince(seen)?.classes.map((figures) => [figures.classId, figures.availableSeats])).toEqual([
      [CLASS_A, 4],
      [CLASS_B, 9],
    ]);
    expect(hub.missedSince(hub.currentId())).toEqual({ id: hub.currentId(), classes: [] });
    clock.now = 121_000;
    hub.tick();
    expect(hub.missedSince(seen)).toBeUndefined();
  });

  it.each(['', 'nonsense', 'other.1', '.1', 'x.y', `${'a'.repeat(40)}.1`])(
    'cannot answer the Last-Event-ID %j',
    (id) => {
      expect(hubAt({ now: 0 }).missedSince(id)).toBeUndefined();
    },
  );

  it('forgets every id once it could not hear, and ends the streams open then when it hears again', () => {
    const hub = hubAt({ now: 0 });
    hub.setLive(true);
    hub.heard(message(CLASS_A, 5));
    hub.tick();
    const before = hub.currentId();
    const stream = recorder();
    hub.attach(stream);
    hub.setLive(false);
    expect(hub.missedSince(before)).toBeUndefined();
    expect(stream.ended).toBe(false);
    hub.setLive(true);
    expect(stream.ended).toBe(true);
    expect(hub.openStreams).toBe(0);
  });
});
