// A class's roster as the instructor (or an admin) reads it (decision 0042).
import * as z from 'zod/mini';
import { documented, idSchema, storedEmailSchema } from '../http/api-schemas.js';
import { ENROLMENT_STATUSES } from './payment.api.js';
import { ROSTER_REFUND_STATES } from './roster.api.js';

export const rosterRowSchema = documented(
  z.object({
    paymentId: idSchema,
    studentName: z.string(),
    studentEmail: storedEmailSchema(),
    paidAt: documented(z.string(), { format: 'date-time', description: 'When the student paid (or enrolled free).' }),
    amountPaid: documented(z.number().check(z.gte(0)), {
      description: 'In dollars: what the student paid, after any promotion code.',
    }),
    refundState: documented(z.enum(ROSTER_REFUND_STATES), {
      description:
        '`none`, `requested` (on its way), `refunded` (or settled by an admin), `failed` (an admin resolves it).',
    }),
    refundLabel: z.optional(documented(z.string(), { description: 'The refund in words, as every page names it.' })),
    enrolmentStatus: z.enum(ENROLMENT_STATUSES),
  }),
  { id: 'RosterRow' },
);
export type RosterRowDto = z.infer<typeof rosterRowSchema>;

export const rosterSchema = documented(
  z.object({
    classId: idSchema,
    className: z.string(),
    /** Students enrolled now: paid (or free) and not refunded; who a mail to the class goes to. */
    enrolledCount: z.number(),
    rows: z.array(rosterRowSchema),
  }),
  { id: 'ClassRoster', description: 'Who enrolled in a class, oldest payment first.' },
);
export type RosterDto = z.infer<typeof rosterSchema>;

export const rosterMailSentSchema = documented(z.object({ mailId: idSchema, recipients: z.number() }), {
  id: 'RosterMailSent',
  description: 'The mail is queued: one copy per enrolled student, sent by notifications.',
});
export type RosterMailSentDto = z.infer<typeof rosterMailSentSchema>;
