import { CLASS_MESSAGES } from '@classhub/contracts';
import { ParseUuidPipe } from '@classhub/nest-kit';

/** A class id path parameter: a UUID, or 400 'Invalid class id'. */
export const CLASS_ID_PIPE = new ParseUuidPipe(CLASS_MESSAGES.invalidClassId);
