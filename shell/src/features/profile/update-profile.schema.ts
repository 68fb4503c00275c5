import * as z from 'zod/mini';
import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_TYPES, updateProfileRequestSchema } from '@classhub/contracts';

export const PICTURE_MESSAGES = {
  type: 'Choose a PNG, JPEG, WebP or GIF image',
  size: 'The picture must be at most 5 MB',
} as const;

export const firstFile = (files: unknown): File | undefined => (files as FileList | null | undefined)?.[0];

/** A file the image host takes: one of its types, within its size. */
export const isUploadableImage = (file: File): boolean =>
  (IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type) && file.size <= IMAGE_UPLOAD_MAX_BYTES;

/**
 * The update form: the server's PUT /updateprofile schema (its 'Invalid email address' / 'Invalid URL' messages)
 * without the photo URL, plus the picture file, which is uploaded first and becomes the photo. zod's mini API, as the
 * contracts' identity schemas are (decision 0026).
 */
export const updateProfileFormSchema = z.extend(z.omit(updateProfileRequestSchema, { photo: true }), {
  picture: z.optional(z.custom<FileList | null | undefined>()).check(
    z.refine((files) => {
      const file = firstFile(files);
      return !file || (IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type);
    }, PICTURE_MESSAGES.type),
    z.refine((files) => {
      const file = firstFile(files);
      return !file || file.size <= IMAGE_UPLOAD_MAX_BYTES;
    }, PICTURE_MESSAGES.size),
  ),
});

export type UpdateProfileFormInput = z.input<typeof updateProfileFormSchema>;
export type UpdateProfileFormValues = z.output<typeof updateProfileFormSchema>;
