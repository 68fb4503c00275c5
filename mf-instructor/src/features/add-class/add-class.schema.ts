import * as z from 'zod/mini';
import {
  CLASS_MESSAGES,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_TYPES,
  availableSeatsSchema,
  classFieldsShape,
  classNameSchema,
  distinctSessions,
  priceSchema,
} from '@classhub/contracts';

export const IMAGE_MESSAGES = {
  required: CLASS_MESSAGES.imageRequired,
  type: 'Choose a PNG, JPEG, WebP or GIF image',
  size: 'The image must be at most 5 MB',
} as const;

/** What the file input accepts; the server checks the content again. */
export const IMAGE_ACCEPT = IMAGE_UPLOAD_TYPES.join(',');

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

/** The form's names, which are also the `field` names of the server's 400 `errors`. */
export const ADD_CLASS_FIELDS = [
  'className',
  'availableSeats',
  'price',
  'classImage',
  'description',
  'learningOutcomes',
  'timeZone',
  'meetingUrl',
  'sessions',
] as const;
export type AddClassField = (typeof ADD_CLASS_FIELDS)[number];

/** An empty form; the time zone is the browser's, which the page reads when the form is first shown. */
export const emptyAddClassForm = (timeZone: string): AddClassFormInput => ({
  className: '',
  availableSeats: '',
  price: '',
  classImage: undefined,
  description: '',
  learningOutcomes: '',
  timeZone,
  meetingUrl: '',
  sessions: [],
});
