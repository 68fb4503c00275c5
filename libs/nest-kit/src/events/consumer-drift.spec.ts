import { describe, expect, it } from '@jest/globals';
import { AckPolicy, DeliverPolicy } from '@nats-io/jetstream';
import { consumerDrift, type DeclaredConsumer } from './consumer-drift.js';

const DECLARED: DeclaredConsumer = {
  durable_name: 'classes__identity_user_role-changed_v1',
  description: 'classes applies identity.user.role-changed.v1',
  filter_subject: 'classhub.identity.user.role-changed.v1',
  deliver_policy: DeliverPolicy.All,
  ack_policy: AckPolicy.Explicit,
  ack_wait: 5_000_000_000,
  max_deliver: -1,
};

describe('consumerDrift', () => {
  it('finds nothing in a consumer as declared', () => {
    expect(consumerDrift(DECLARED, { ...DECLARED })).toEqual({ recreate: [], update: [] });
  });

  it('asks for a new consumer when the filter, a second filter or a policy changed', () => {
    expect(consumerDrift(DECLARED, { ...DECLARED, filter_subject: 'classhub.identity.user.>' }).recreate).toEqual([
      'filter is ["classhub.identity.user.>"], declared "classhub.identity.user.role-changed.v1"',
    ]);
    const twoFilters = { ...DECLARED, filter_subject: undefined, filter_subjects: [DECLARED.filter_subject, 'x'] };
    expect(consumerDrift(DECLARED, twoFilters).recreate).toHaveLength(1);
    const policies = { ...DECLARED, deliver_policy: DeliverPolicy.New, ack_policy: AckPolicy.None };
    expect(consumerDrift(DECLARED, policies).recreate).toEqual([
      'deliver_policy is "new", declared "all"',
      'ack_policy is "none", declared "explicit"',
    ]);
  });

  it('updates in place what an update may change', () => {
    expect(consumerDrift(DECLARED, { ...DECLARED, ack_wait: 1, max_deliver: 3 })).toEqual({
      recreate: [],
      update: ['ack_wait is 1, declared 5000000000', 'max_deliver is 3, declared -1'],
    });
  });
});
