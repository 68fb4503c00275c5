// The contact form's answers (identity owns them), described once: the DTO types are these schemas' outputs, and
// docs/api/openapi.yaml shows them. They describe; the service's answers are never parsed with them.
import * as z from 'zod/mini';
import { documented, idSchema, storedEmailSchema } from '../http/api-schemas.js';

export const contactMessageCreatedSchema = documented(
  z.object({
    insertedId: idSchema,
    message: documented(z.string(), { description: 'The thank-you to show the sender.' }),
  }),
  { id: 'ContactMessageCreated' },
);

export const contactMessageSchema = documented(
  z.object({
    _id: idSchema,
    name: z.string(),
    email: storedEmailSchema(),
    message: z.string(),
    date: documented(z.string(), { format: 'date-time', description: 'When it was sent.' }),
    read: z.boolean(),
    reply: z.optional(documented(z.string(), { description: "An admin's answer, mailed to the sender." })),
    repliedAt: z.optional(documented(z.string(), { format: 'date-time', description: 'When it was answered.' })),
    repliedBy: z.optional(documented(z.string(), { description: 'The name of the admin who answered.' })),
  }),
  { id: 'ContactMessage' },
);
