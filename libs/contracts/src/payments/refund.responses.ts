// The refunds' answers, described once (as payment.responses.ts does for payments).
import * as z from 'zod/mini';
import { documented, idSchema, storedEmailSchema } from '../http/api-schemas.js';
import { REFUND_STATES } from './refund.api.js';
import { REFUND_INITIATORS } from './refund.events.js';

export const refundStateSchema = documented(z.enum(REFUND_STATES), {
  id: 'RefundState',
  description:
    '`requested`: written down; `seat-released`: the enrolment was withdrawn and the provider asked; `succeeded`: the money is on its way back; `failed`: the provider could not refund, an admin resolves it.',
});

const dateTime = (description: string) => documented(z.string(), { format: 'date-time', description });

export const refundSchema = documented(
  z.object({
    _id: idSchema,
    paymentId: idSchema,
    amount: documented(z.number().check(z.gte(0)), {
      description: 'In dollars: what was paid (after any discount), never the list price.',
    }),
    state: refundStateSchema,
    initiatedBy: z.enum(REFUND_INITIATORS),
    reason: z.optional(documented(z.string(), { description: "The admin's reason; absent when the student asked." })),
    requestedAt: dateTime('When the refund was asked for.'),
    settledAt: z.optional(dateTime('When the provider answered (succeeded or failed).')),
    failureReason: z.optional(documented(z.string(), { description: 'Why the provider could not refund.' })),
    resolvedAt: z.optional(dateTime('When an admin resolved the failed refund.')),
    resolutionNote: z.optional(documented(z.string(), { description: 'How the admin resolved it.' })),
  }),
  { id: 'Refund', description: 'The refund of a payment (one at most per payment).' },
);

export const refundTaskSchema = documented(
  z.object({
    refund: refundSchema,
    email: storedEmailSchema(),
    name: z.string(),
    className: z.string(),
    transactionId: z.string(),
  }),
  { id: 'RefundTask', description: 'A failed refund an admin must resolve, with who paid for what.' },
);
