import * as z from 'zod/mini';
import {
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_TYPES,
  availableSeatsSchema,
  classFieldsShape,
  classNameSchema,
  distinctSessions,
  priceSchema,
} from '@classhub/contracts';
import { IMAGE_MESSAGES } from './add-class-fields';

// The zod-free parts, which the form renders with before this module is fetched (add-class-resolver.ts).
export * from './add-class-fields';

const firstFile = (files: unknown): File | undefined => (files as FileList | null | undefined)?.[0];

/**
 * The Add A Class form: the server's own rules and messages for name, seats and price (so the form and a 400 say the
 * same thing), plus the image file, which is uploaded first and becomes `classImage`. zod's mini API, as the
 * contracts' class schemas are (decision 0026).
 */
export const classFormSchema = (imageRequired: boolean, mayBePast: (time: number) => boolean) =>
  z
    .object({
      className: classNameSchema,
      availableSeats: availableSeatsSchema,
      price: priceSchema,
      classImage: z.custom<FileList | null | undefined>().check(
        // Editing a class keeps its image unless another one is chosen (decision 0041).
        z.refine((files) => !imageRequired || firstFile(files) !== undefined, IMAGE_MESSAGES.required),
        z.refine((files) => {
          const file = firstFile(files);
          return !file || (IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type);
        }, IMAGE_MESSAGES.type),
        z.refine((files) => {
          const file = firstFile(files);
          return !file || file.size <= IMAGE_UPLOAD_MAX_BYTES;
        }, IMAGE_MESSAGES.size),
      ),
      // Decision 0040: description, outcomes, time zone, joining link and sessions, by the server's rules.
      ...classFieldsShape,
    })
    .check(distinctSessions(mayBePast));

/** A new class: an image, and every session in the future. */
export const addClassFormSchema = classFormSchema(true, () => false);
/**
 * The Edit page's form: the same rules, the image optional (decision 0041), and the class's own past sessions (epoch
 * milliseconds in `kept`) may stay as they are.
 */
export const editClassFormSchema = (kept: ReadonlySet<number>) => classFormSchema(false, (time) => kept.has(time));

export type AddClassFormInput = z.input<typeof addClassFormSchema>;
export type AddClassFormValues = z.output<typeof addClassFormSchema>;
