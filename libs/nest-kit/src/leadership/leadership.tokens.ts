/** The service's `Leadership` (a `LeaderLease`): whether this replica runs the service's background jobs now. */
export const LEADERSHIP = Symbol('LEADERSHIP');
