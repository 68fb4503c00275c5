import { ParseUuidPipe } from '@classhub/nest-kit';

/** A user id path parameter: a UUID, or 400 'Invalid user id'. */
export const USER_ID_PIPE = new ParseUuidPipe('Invalid user id');
