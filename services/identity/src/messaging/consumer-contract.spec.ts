// What identity reads from the messages it receives, checked against the producers' schemas in @classhub/contracts:
// a producer change that takes one of these away fails here (consumer-driven contract).
import { describe, expect, it } from '@jest/globals';
import { consumerContractProblems, type FieldExpectation } from '@classhub/contracts';

// The popular-instructors projection (popular-instructors/class-enrolments.projection.ts).
const CLASS_ENROLMENTS: FieldExpectation = {
  classId: 'string',
  instructorEmail: 'string',
  status: 'string',
  enrolled: 'integer',
};

describe('identity as a consumer', () => {
  it('still gets from each message what it reads', () => {
    const problems = consumerContractProblems('identity', {
      events: {
        'classes.class.created.v1': CLASS_ENROLMENTS,
        'classes.class.approved.v1': CLASS_ENROLMENTS,
        'classes.class.denied.v1': CLASS_ENROLMENTS,
        'classes.class.updated.v1': CLASS_ENROLMENTS,
        'classes.class.enrolment-changed.v1': CLASS_ENROLMENTS,
        // audit/admin-actions.consumer.ts: admins' actions in classes, into the audit log (decision 0045).
        'classes.admin-action.recorded.v1': {
          actorId: 'string',
          actorName: 'string',
          actorEmail: 'string',
          action: 'string',
          targetType: 'string',
          targetId: 'string',
          targetLabel: 'string',
          occurredAt: 'string',
        },
      },
      asks: {
        // popular-instructors/class-enrolments.reconciliation.ts: the same fields, a page of classes at a time.
        'classes.class.list.v1': {
          sends: { limit: 200 },
          reads: { classes: 'array', asOf: 'string' },
        },
      },
    });
    expect(problems).toEqual([]);
  });
});
