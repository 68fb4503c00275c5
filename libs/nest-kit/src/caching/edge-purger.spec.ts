import { afterEach, describe, expect, it } from '@jest/globals';
import { edgePurgeSubject } from '@classhub/contracts';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { ServiceConfig } from '../config/service-config.js';
import { EDGE_MAX_AGE_SECONDS, EdgePurger } from './edge-purger.js';

const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const config = { NATS_NAMESPACE: `purger-${process.pid}`, SERVICE_NAME: 'classes' } as ServiceConfig;

describe('EdgePurger (the machine’s NATS)', () => {
  const open: NatsConnection[] = [];
  const connection = async () => {
    const nc = await connect({ servers: NATS_URL });
    open.push(nc);
    return nc;
  };

  afterEach(async () => {
    await Promise.all(open.splice(0).map((nc) => nc.close()));
  });

  it('publishes the keys on the service’s purge subject', async () => {
    const listener = await connection();
    const heard = listener.subscribe(edgePurgeSubject(config.NATS_NAMESPACE, 'classes'), { max: 2 });
    await listener.flush();
    const purger = new EdgePurger(await connection(), config);
    purger.purge(['catalog', 'class:1']);
    purger.purge([]);
    const payloads: string[] = [];
    for await (const message of heard) payloads.push(message.string());
    expect(payloads).toEqual(['catalog class:1', '']);
  });

  it('lets the gateway keep answers only while purges can be published', async () => {
    const nc = await connection();
    const purger = new EdgePurger(nc, config);
    expect(purger.headersFor('catalog')).toEqual({
      'surrogate-control': `max-age=${EDGE_MAX_AGE_SECONDS}`,
      'surrogate-key': 'catalog',
    });
    await nc.close();
    expect(purger.headersFor('catalog')).toBeUndefined();
    expect(() => purger.purge(['catalog'])).not.toThrow();
  });
});
