/** The back-end services behind the gateway; names appear in health output, logs and 503 answers. */
export const SERVICE_NAMES = ['identity', 'classes', 'payments', 'notifications'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];
