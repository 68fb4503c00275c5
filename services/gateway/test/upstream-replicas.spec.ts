import { afterEach, describe, expect, it } from '@jest/globals';
import { closedPortUrl, startFakeUpstream, type FakeUpstream } from './support/fake-upstream.js';
import { serviceUnavailable, startGateway, type RunningGateway } from './support/gateway.js';
import { until } from './support/until.js';

/** The gateway in front of several replicas of classes, as CLASSES_URL lists them. */
describe('the gateway across replicas of a service', () => {
  const started: FakeUpstream[] = [];
  let gateway: RunningGateway | undefined;

  afterEach(async () => {
    await gateway?.close();
    await Promise.all(started.splice(0).map((upstream) => upstream.close()));
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
