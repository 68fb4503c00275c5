import { describe, expect, it } from '@jest/globals';
import { routedDatabase } from './routed-database.js';

class FakeDb {
  constructor(readonly name: string) {}
  select(): string {
    return this.name;
  }
}

describe('routedDatabase', () => {
  it('begins each use on the handle the routing names at that moment', () => {
    const routing = { onReplica: false };
    const db = routedDatabase(new FakeDb('primary'), new FakeDb('replica'), routing);
    expect(db.select()).toBe('primary');
    routing.onReplica = true;
    expect(db.select()).toBe('replica');
    expect(db.name).toBe('replica');
  });
});
