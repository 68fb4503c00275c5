import { z } from 'zod';
import { classSnapshotSchema } from '../classes/class.events.js';
import { USER_ROLES } from '../identity/user-roles.js';
import { defineRequest } from '../requests/request-definition.js';

/** The most items one page of a read model's source may hold: a page must stay far below NATS's 1 MB payload limit. */
export const SNAPSHOT_PAGE_MAX = 500;

/** The next page after `after` (an id, exclusive); the first page without it. */
const pageRequest = z.object({
  after: z.uuid().optional(),
  limit: z.int().min(1).max(SNAPSHOT_PAGE_MAX),
});

/**
 * Besides its items, a page says where the next one starts (null on the last) and `asOf`: a time such that every change
 * whose event occurred at or before it is in the page. A read model repaired from the page records `asOf` as its rows'
 * event time, so an event that occurred later still wins over the repair.
 */
const pageEnd = { next: z.uuid().nullable(), asOf: z.iso.datetime({ offset: true }) };

const userState = z.object({
  userId: z.uuid(),
  /** Normalised (trimmed, lower case), as identity stores it. */
  email: z.string(),
  name: z.string(),
  role: z.enum(USER_ROLES),
  /** Suspended by an admin (decision 0045); absent from identities that predate suspension. */
  suspended: z.boolean().optional(),
});
export type UserState = z.infer<typeof userState>;

/**
 * classes, payments → identity: every user's current role and name, a page at a time in id order. Services that keep
 * a read model of roles (and classes, of instructor names) compare it with this and repair what an event that never
 * arrived left behind (decision 0031).
 */
export const IDENTITY_USER_LIST = defineRequest(
  'identity.user.list.v1',
  pageRequest,
  z.object({ users: z.array(userState), ...pageEnd }),
);

/**
 * payments, identity → classes: every class's current snapshot (what the class events carry), a page at a time in id
 * order, for the read models of classes kept elsewhere (payments' listings, identity's enrolments; decision 0031).
 */
export const CLASSES_CLASS_LIST = defineRequest(
  'classes.class.list.v1',
  pageRequest,
  z.object({ classes: z.array(classSnapshotSchema), ...pageEnd }),
);
