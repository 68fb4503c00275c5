import type { ReadRouting } from './read-routing.js';

/**
 * One handle over two databases: each use (`db.select()`, `db.query.x`, …) goes to the replica's handle while
 * `routing` says so, to the primary's otherwise. The choice is made when the query is begun, so a query is never
 * split between them.
 */
export function routedDatabase<D extends object>(primary: D, replica: D, routing: Pick<ReadRouting, 'onReplica'>): D {
  return new Proxy(primary, {
    get(_target, property) {
      const db = routing.onReplica ? replica : primary;
      const value: unknown = Reflect.get(db, property, db);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(db) : value;
    },
  });
}
