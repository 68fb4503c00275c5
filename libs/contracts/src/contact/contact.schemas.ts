import { z } from 'zod';
import type { contactMessageCreatedSchema, contactMessageSchema } from './contact.responses.js';
import { emailSchema } from '../identity/user.dto.js';
import { nameSchema } from '../identity/user-fields.js';

export const CONTACT_MESSAGES = {
  messageRequired: 'Message is required',
  messageTooShort: 'Message must be at least 10 characters',
  messageTooLong: 'Message must be at most 2000 characters',
  sent: 'Thank you! Your message has been sent; we will answer by email.',
  tooMany: 'You have sent several messages in a short time. Please wait a while before sending another.',
  notFound: 'Message not found',
} as const;

/** POST /contact: the home page's contact form (docs/product.md#contact-form: full name, email and message). */
export const contactMessageRequestSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  message: z
    .string({ error: CONTACT_MESSAGES.messageRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.messageRequired)
    .min(10, CONTACT_MESSAGES.messageTooShort)
    .max(2000, CONTACT_MESSAGES.messageTooLong),
});

export type ContactMessageRequest = z.input<typeof contactMessageRequestSchema>;

/** PATCH /contact-messages/{id}: an admin marks a message read or unread. */
export const markContactMessageRequestSchema = z.object({ read: z.boolean({ error: 'read must be true or false' }) });

/** One message as admins list it. */
export interface ContactMessageDto extends z.output<typeof contactMessageSchema> {}

/** POST /contact (201). */
export interface ContactMessageCreatedResponse extends z.output<typeof contactMessageCreatedSchema> {}
