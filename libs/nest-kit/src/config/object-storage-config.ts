import { z } from 'zod';

// An unset variable and an empty one (`S3_BUCKET=` in a compose file) both mean "not configured".
const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

/**
 * Where a service that owns images keeps them (decision 0049): `serviceConfigSchema(...).extend(objectStorageConfigShape)`
 * beside its MEDIA_DIR, then `.superRefine(checkObjectStorageConfig)`. Without S3_BUCKET images stay in MEDIA_DIR.
 */
export const objectStorageConfigShape = {
  /** The bucket images go to; unset keeps them on local disk (MEDIA_DIR). */
  S3_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3–63 lower-case letters, digits, . or -')
      .optional(),
  ),
  /** An S3-compatible store's URL (s3rver, MinIO, R2…); unset: AWS's endpoint for S3_REGION. */
  S3_ENDPOINT: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as http://127.0.0.1:4569' }).optional(),
  ),
  S3_REGION: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]+$/, 'must be a region name such as us-east-1')
    .default('us-east-1'),
  /** Both keys or neither: unset, the SDK's own chain applies (environment, instance or pod role). */
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** `<endpoint>/<bucket>/<key>` addresses: true for s3rver and most non-AWS stores. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
};

export type ObjectStorageConfig = z.output<z.ZodObject<typeof objectStorageConfigShape>>;

const BUCKET_SETTINGS = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** The settings that only make sense together: both keys, and a bucket for any other S3_* setting to apply to. */
export function checkObjectStorageConfig(config: ObjectStorageConfig, context: z.RefinementCtx): void {
  if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
    const missing = config.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    context.addIssue({
      code: 'custom',
      path: [missing],
      message: 'is missing: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (set both, or neither)',
    });
  }
  const stray = BUCKET_SETTINGS.filter((name) => config[name]);
  if (!config.S3_BUCKET && stray.length > 0) {
    context.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: `is missing: ${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set, yet images would stay on local disk without a bucket`,
    });
  }
}
