import { describe, expect, it } from '@jest/globals';
import { nkeys } from '@nats-io/transport-node';
import { ConfigError, loadConfig } from './load-config.js';
import { serviceConfigSchema } from './service-config.js';

const schema = serviceConfigSchema({ name: 'classes', port: 4102, database: 'classhub_classes' });

describe('loadConfig', () => {
  it('fills defaults for a local machine', () => {
    const config = loadConfig(schema, {});
    expect(config).toMatchObject({
      SERVICE_NAME: 'classes',
      PORT: 4102,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/classhub_classes',
      NATS_URL: 'nats://127.0.0.1:4222',
      NATS_NAMESPACE: 'classhub',
    });
  });

  it('coerces numbers from strings', () => {
    expect(loadConfig(schema, { PORT: '5000' }).PORT).toBe(5000);
  });

  it('names every bad variable in one error', () => {
    const run = () => loadConfig(schema, { PORT: 'eighty', DATABASE_URL: 'mysql://x/y', LOG_LEVEL: 'loud' });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(/PORT/);
    expect(run).toThrow(/DATABASE_URL: must be a postgres:\/\/ URL/);
    expect(run).toThrow(/LOG_LEVEL/);
  });

  it('takes a NATS user seed and refuses anything else, naming the variable', () => {
    const seed = new TextDecoder().decode(nkeys.createUser().getSeed());
    expect(loadConfig(schema, { NATS_NKEY_SEED: seed }).NATS_NKEY_SEED).toBe(seed);
    expect(loadConfig(schema, { NATS_NKEY_SEED: '' }).NATS_NKEY_SEED).toBeUndefined();
    const accountSeed = new TextDecoder().decode(nkeys.createAccount().getSeed());
    // One character of the key itself changed (the seed's checksum no longer matches). Not the last character: part of
    // it is padding, and replacing it by the same letter (1 run in 32) left the seed valid.
    const middle = Math.floor(seed.length / 2);
    const corrupted = `${seed.slice(0, middle)}${seed[middle] === 'A' ? 'B' : 'A'}${seed.slice(middle + 1)}`;
    for (const bad of ['secret', accountSeed, corrupted]) {
      expect(() => loadConfig(schema, { NATS_NKEY_SEED: bad })).toThrow(
        /NATS_NKEY_SEED: must be a NATS user NKey seed/,
      );
    }
  });
});
