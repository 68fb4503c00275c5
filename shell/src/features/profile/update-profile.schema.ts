import { z } from 'zod';
import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_TYPES, updateProfileRequestSchema } from '@classhub/contracts';

export const PICTURE_MESSAGES = {
  type: 'Choose a PNG, JPEG, WebP or GIF image',
  size: 'The picture must be at most 5 MB',
} as const;

const firstFile = (files: unknown): File | undefined => (files as FileList | null | undefined)?.[0];

/**
 * The update form: the server's PUT /updateprofile schema (its 'Invalid email address' / 'Invalid URL' messages)
 * without the photo URL, plus the picture file, which is uploaded first and becomes the photo.
 */
export const updateProfileFormSchema = updateProfileRequestSchema.omit({ photo: true }).extend({
  picture: z
    .custom<FileList | null | undefined>()
    .optional()
    .refine((files) => {
      const file = firstFile(files);
      return !file || (IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type);
    }, PICTURE_MESSAGES.type)
    .refine((files) => {
      const file = firstFile(files);
      return !file || file.size <= IMAGE_UPLOAD_MAX_BYTES;
    }, PICTURE_MESSAGES.size),
});

export type UpdateProfileFormInput = z.input<typeof updateProfileFormSchema>;
export type UpdateProfileFormValues = z.output<typeof updateProfileFormSchema>;
