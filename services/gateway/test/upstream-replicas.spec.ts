import { afterEach, describe, expect, it } from '@jest/globals';
import { closedPortUrl, startFakeUpstream, type FakeUpstream } from './support/fake-upstream.js';
import { startDrainingReplica, type DrainingReplica } from './support/draining-replica.js';
import { serviceUnavailable, startGateway, type RunningGateway } from './support/gateway.js';
import { until } from './support/until.js';

/** The gateway in front of several replicas of classes, as CLASSES_URL lists them. */
describe('the gateway across replicas of a service', () => {
  const started: FakeUpstream[] = [];
  const closing: DrainingReplica[] = [];
  let gateway: RunningGateway | undefined;

  afterEach(async () => {
    await gateway?.close();
    await Promise.all([...started.splice(0), ...closing.splice(0)].map((upstream) => upstream.close()));
  });

  const replicas = async (count: number): Promise<FakeUpstream[]> => {
    for (let index = 0; index < count; index += 1) started.push(await startFakeUpstream('classes'));
    return [...started];
  };
  const classesHealth = async (): Promise<Record<string, string>> => {
    const report = (await (await fetch(`${gateway?.url}/health`)).json()) as {
      replicas: { classes: Record<string, string> };
    };
    return report.replicas.classes;
  };

  it('keeps answering, without a 5xx, while one replica stops, and takes it out', async () => {
    const [a, b, c] = (await replicas(3)) as [FakeUpstream, FakeUpstream, FakeUpstream];
    gateway = await startGateway({
      CLASSES_URL: [a, b, c].map((upstream) => upstream.url).join(','),
      UPSTREAM_HEALTH_INTERVAL_MS: '50',
    });
    const statuses = new Set<number>();
    const ask = async (times: number): Promise<void> => {
      for (let sent = 0; sent < times; sent += 1)
        statuses.add((await fetch(`${gateway?.url}/api/approvedclass`)).status);
    };

    await until('every replica is up', async () =>
      Object.values(await classesHealth()).every((status) => status === 'up'),
    );
    await ask(6);
    expect([a, b, c].map((upstream) => upstream.requests.length)).toEqual([2, 2, 2]);
    await b.close();
    await ask(10);
    await until('the stopped replica is out', async () => (await classesHealth())[b.url] === 'down');
    const asked = [a.requests.length, c.requests.length];
    await ask(6);

    expect([...statuses]).toEqual([200]);
    expect([a.requests.length - (asked[0] ?? 0), c.requests.length - (asked[1] ?? 0)]).toEqual([3, 3]);
  });

  it('gives no 5xx and sends no call twice while each replica in turn drains, stops and starts again', async () => {
    const [a, b] = [await startDrainingReplica(), await startDrainingReplica()];
    closing.push(a, b);
    gateway = await startGateway({ CLASSES_URL: `${a.url},${b.url}`, UPSTREAM_HEALTH_INTERVAL_MS: '50' });
    await until('both replicas are up', async () =>
      Object.values(await classesHealth()).every((status) => status === 'up'),
    );
    const statuses: number[] = [];
    const posted: string[] = [];
    let restarting = true;
    const load = async (worker: number): Promise<void> => {
      for (let sent = 0; restarting; sent += 1) {
        const body = `{"className":"w${worker}-${sent}"}`;
        const post = sent % 2 === 1;
        if (post) posted.push(`POST ${body}`);
        const response = await fetch(`${gateway?.url}/api/${post ? 'classes' : 'approvedclass'}`, {
          method: post ? 'POST' : 'GET',
          ...(post ? { headers: { 'content-type': 'application/json' }, body } : {}),
        });
        statuses.push(response.status);
        await response.arrayBuffer();
      }
    };
    const workers = [0, 1, 2, 3].map(load);
    await until('calls are flowing', () => statuses.length >= 20);

    // The drain lasts several health intervals, as SHUTDOWN_DRAIN_MS (2 s) does the gateway's 1 s.
    await a.restart(1000);
    await until('the restarted replica is back', async () => (await classesHealth())[a.url] === 'up');
    await b.restart(1000);
    await until('the restarted replica is back', async () => (await classesHealth())[b.url] === 'up');
    const answered = statuses.length;
    await until('calls flow after the restarts', () => statuses.length >= answered + 20);
    restarting = false;
    await Promise.all(workers);

    expect(new Set(statuses)).toEqual(new Set([200]));
    const received = [...a.received, ...b.received].filter((call) => call.startsWith('POST'));
    expect(received.sort()).toEqual(posted.sort());
  });

  it('sends a POST whose connection was refused to another replica, once', async () => {
    const [a] = (await replicas(1)) as [FakeUpstream];
    gateway = await startGateway({ CLASSES_URL: `${await closedPortUrl()},${a.url}` });
    const response = await fetch(`${gateway.url}/api/classes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"className":"Yoga"}',
    });
    expect(response.status).toBe(200);
    expect(a.requests.map((request) => `${request.method} ${request.url}`)).toEqual(['POST /classes']);
  });

  it('answers 503 naming the service when every replica is out', async () => {
    gateway = await startGateway({ CLASSES_URL: `${await closedPortUrl()},${await closedPortUrl()}` });
    for (let sent = 0; sent < 2; sent += 1) {
      const response = await fetch(`${gateway.url}/api/approvedclass`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual(serviceUnavailable('classes'));
    }
  });
});
