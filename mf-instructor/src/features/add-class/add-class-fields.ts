import { CLASS_MESSAGES, IMAGE_UPLOAD_TYPES } from '@classhub/contracts';
import type { AddClassFormInput } from './add-class.schema';

// Apart from add-class.schema.ts: the form renders with these, and the schema (zod, the contracts' class rules and
// ipaddr.js for the joining link) is fetched when the form first checks (add-class-resolver.ts, decision 0026).

export const IMAGE_MESSAGES = {
  required: CLASS_MESSAGES.imageRequired,
  type: 'Choose a PNG, JPEG, WebP or GIF image',
  size: 'The image must be at most 5 MB',
} as const;

/** What the file input accepts; the server checks the content again. */
export const IMAGE_ACCEPT = IMAGE_UPLOAD_TYPES.join(',');

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
