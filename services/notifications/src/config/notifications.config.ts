import { fileURLToPath } from 'node:url';
import { authConfigShape, loadConfig, serviceConfigSchema } from '@classhub/nest-kit';
import { z } from 'zod';

const serviceRoot = fileURLToPath(new URL('../..', import.meta.url));

export const notificationsConfigSchema = serviceConfigSchema({
  name: 'notifications',
  port: 4104,
  database: 'classhub_notifications',
}).extend({
  ...authConfigShape,
  /** Where mail goes: an SMTP server's URL (`smtp://user:pass@host:587`, `smtps://…` for TLS from the first byte). */
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL such as smtp://127.0.0.1:1025' })
    .default('smtp://127.0.0.1:1025'),
  /** The sender every mail shows. */
  MAIL_FROM: z.string().min(3).default('ClassHub <no-reply@classhub.test>'),
  /** The origin users open: links in mails point there (the receipt page, the profile's mail settings). */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://classhub.example.com' })
    .default('http://localhost:3000')
    .transform((value) => value.replace(/\/+$/, '')),
  /** Where a reader gets help with a payment or an account; shown in every receipt and refund mail. */
  SUPPORT_EMAIL: z.email().default('support@classhub.test'),
  /** How often the sender looks for mails that are due. */
  MAIL_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(500),
  /** The first wait after a failed send; it doubles per attempt up to MAIL_RETRY_MAX_MS, for as long as it takes. */
  MAIL_RETRY_FIRST_MS: z.coerce.number().int().min(10).max(3_600_000).default(1000),
  MAIL_RETRY_MAX_MS: z.coerce.number().int().min(10).max(86_400_000).default(300_000),
});

export type NotificationsConfig = z.output<typeof notificationsConfigSchema>;

export const MIGRATIONS_FOLDER = `${serviceRoot}drizzle`;

export function loadNotificationsConfig(env: NodeJS.ProcessEnv = process.env): NotificationsConfig {
  return loadConfig(notificationsConfigSchema, env);
}
