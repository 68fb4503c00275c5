import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { routeBindingProblems } from '@classhub/nest-kit';
import { startIdentity, type RunningIdentity } from './support/identity-app.js';

describe('identity serves exactly the routes libs/contracts declares for it', () => {
  let identity: RunningIdentity;

  beforeAll(async () => {
    identity = await startIdentity();
  });

  afterAll(async () => {
    await identity?.stop();
  });

  it('has a handler for each declared route and no route beyond them (read from the running router)', () => {
    expect(routeBindingProblems(identity.app, 'identity')).toEqual([]);
  });
});
