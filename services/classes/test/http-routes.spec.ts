import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { routeBindingProblems } from '@classhub/nest-kit';
import { startClasses, type RunningClasses } from './support/classes-app.js';

describe('classes serves exactly the routes libs/contracts declares for it', () => {
  let classes: RunningClasses;

  beforeAll(async () => {
    classes = await startClasses();
  });

  afterAll(async () => {
    await classes?.stop();
  });

  it('has a handler for each declared route and no route beyond them (read from the running router)', () => {
    expect(routeBindingProblems(classes.app, 'classes')).toEqual([]);
  });
});
