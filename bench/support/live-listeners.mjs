// Browsers holding the live seat stream, for bench/live-seats.mjs: in a worker thread of their own, so reading and
// parsing their events does not hold up the load generator's checkout rush on its event loop (the browsers would be
// on other machines); they still share the machine's cores with the platform, as its listeners cost it.
import { Agent, request as httpRequest } from 'node:http';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { inBatches } from '../../tools/platform/gateway-client.mjs';

/**
 * Opens `count` streams of `url` (each resolved once its snapshot arrived) in a worker thread. `delays()` gives every
 * figure's time from its `changedAt` to its arrival (ms), `holding(classId, figures)` how many browsers hold those
 * figures of the class as their latest.
 */
export async function openLiveListeners(url, count) {
  const worker = new Worker(new URL(import.meta.url), { workerData: { url, count } });
  let nextId = 0;
  const waiting = new Map();
  const failAll = (error) => {
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`the listeners' worker exited (${code})`)));
  worker.on('message', ({ id, result, error }) => {
    const pending = waiting.get(id);
    waiting.delete(id);
    if (error) pending?.reject(new Error(error));
    else pending?.resolve(result);
  });
  const ask = (question, ...args) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, question, args });
    });
  await ask('opened');
  return {
    delays: () => ask('delays'),
    holding: (classId, figures) => ask('holding', classId, figures),
    close: async () => {
      await ask('close');
      await worker.terminate();
    },
  };
}

async function listen({ url, count }) {
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  const delays = [];
  const opening = inBatches(Array.from({ length: count }), 50, async () => {
    const latest = new Map();
    const request = await new Promise((resolve, reject) => {
      const outgoing = httpRequest(url, { agent, headers: { accept: 'text/event-stream' } }, (response) => {
        if (response.statusCode !== 200) reject(new Error(`live stream: ${response.statusCode}`));
        let pending = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          const arrivedAt = Date.now();
          pending += chunk;
          let end;
          while ((end = pending.indexOf('\n\n')) !== -1) {
            const data = pending
              .slice(0, end)
              .split('\n')
              .find((line) => line.startsWith('data: '));
            pending = pending.slice(end + 2);
            if (!data) continue;
            for (const figures of JSON.parse(data.slice(6)).classes) {
              latest.set(figures.classId, figures);
              if (figures.changedAt !== undefined) delays.push(arrivedAt - figures.changedAt);
            }
            resolve(outgoing);
          }
        });
        response.on('error', () => undefined);
      });
      outgoing.on('error', reject);
      outgoing.end();
    });
    return { latest, request };
  });
  let listeners = [];
  const answers = {
    opened: async () => {
      listeners = await opening;
    },
    delays: () => delays,
    holding: (classId, figures) =>
      listeners.filter(({ latest }) => {
        const held = latest.get(classId);
        return held?.availableSeats === figures.availableSeats && held?.enrolled === figures.enrolled;
      }).length,
    close: () => {
      for (const { request } of listeners) request.destroy();
      agent.destroy();
    },
  };
  parentPort.on('message', async ({ id, question, args }) => {
    try {
      parentPort.postMessage({ id, result: await answers[question](...args) });
    } catch (error) {
      parentPort.postMessage({ id, error: String(error) });
    }
  });
}

if (!isMainThread) await listen(workerData);
