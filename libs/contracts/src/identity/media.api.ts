import type * as z from 'zod/mini';
import type { imageUploadResponseSchema } from './identity.responses.js';

/** Image uploads (profile pictures, class images): multipart field `image`, answered like the spec's image host. */
export const IMAGE_UPLOAD_FIELD = 'image';
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Checked by content, not by name: no SVG (it can carry scripts). */
export const IMAGE_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export interface ImageUploadResponse extends z.output<typeof imageUploadResponseSchema> {}
