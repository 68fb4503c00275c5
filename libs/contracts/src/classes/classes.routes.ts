import * as z from 'zod/mini';
import { defineRoutePrefix, defineRoutes } from '../http/route-definition.js';
import { imageUploadResponseSchema } from '../identity/identity.responses.js';
import { approvedClassesQuerySchema, createClassRequestSchema, feedbackRequestSchema } from './class.api.js';
import { classListPageSchema, instructorClassesQuerySchema, listClassesQuerySchema } from './class-list.api.js';
import { POPULAR_CLASSES_LIMIT } from './class.rules.js';
import {
  answerReviewRequestSchema,
  classReviewPageSchema,
  classReviewSchema,
  deletedReviewSchema,
  hideReviewRequestSchema,
  myClassReviewSchema,
  reviewsQuerySchema,
  writeReviewRequestSchema,
} from './review.api.js';
import {
  cancelClassRequestSchema,
  classCancelledSchema,
  classEditOutcomeSchema,
  classEditRequestSchema,
  classEditSchema,
  classReasonRequestSchema,
} from './class-edits.api.js';
import {
  classJoiningSchema,
  classPageSchema,
  classSchema,
  insertedResponseSchema,
  modifiedCountSchema,
  publicClassSchema,
} from './class.responses.js';
import {
  leftWaitlistSchema,
  seatFiguresListSchema,
  seatFiguresQuerySchema,
  waitlistEntrySchema,
} from './waitlist.api.js';

/** Stored class images (`/media/classes/<file>`). */
export const CLASS_IMAGES_PREFIX = defineRoutePrefix('classes', '/media/classes/*');

export const CLASSES_ROUTES = defineRoutes('classes', {
  listApprovedClasses: {
    method: 'GET',
    path: '/approvedclass',
    access: 'public',
    spec: true,
    query: approvedClassesQuerySchema,
    response: z.union([z.array(publicClassSchema), classPageSchema]),
  },
  // Point 5 of issue 36 (decision 0044): filters, search and pages; the plain array without paging parameters.
  listClasses: {
    method: 'GET',
    path: '/classes',
    access: 'admin',
    spec: true,
    query: listClassesQuerySchema,
    response: z.union([z.array(classSchema), classListPageSchema]),
  },
  listInstructorClasses: {
    method: 'GET',
    path: '/classes/:email',
    access: 'instructor-or-admin',
    spec: true,
    query: instructorClassesQuerySchema,
    response: z.union([z.array(classSchema), classListPageSchema]),
  },
  addClass: {
    method: 'POST',
    path: '/classes',
    access: 'instructor',
    spec: true,
    body: createClassRequestSchema,
    response: insertedResponseSchema,
  },
  approveClass: {
    method: 'PATCH',
    path: '/classe/approved/:id',
    access: 'admin',
    spec: true,
    response: modifiedCountSchema,
  },
  denyClass: {
    method: 'PATCH',
    path: '/classe/denied/:id',
    access: 'admin',
    spec: true,
    response: modifiedCountSchema,
  },
  sendClassFeedback: {
    method: 'PUT',
    path: '/feedback/:id',
    access: 'admin',
    spec: true,
    body: feedbackRequestSchema,
    response: modifiedCountSchema,
  },
  // Answers 410 Gone: seats change only through checkout.
  updateClassSeats: { method: 'PUT', path: '/updateClass/:id', access: 'public', spec: true },
  listPopularClasses: {
    method: 'GET',
    path: '/popularclass',
    access: 'public',
    spec: true,
    response: z.array(publicClassSchema).check(z.maxLength(POPULAR_CLASSES_LIMIT)),
  },

  getClassDetail: { method: 'GET', path: '/classes/:id/detail', access: 'public', response: publicClassSchema },
  uploadClassImage: {
    method: 'POST',
    path: '/media/classes',
    access: 'instructor',
    response: imageUploadResponseSchema,
  },
  getClassImage: { method: 'GET', path: '/media/classes/:file', access: 'public' },

  // Issue 36, point 1 (decision 0040): the joining link and the calendar file, for the class's enrolled students, its
  // instructor and admins (anyone else 403, an unknown class 404).
  getClassJoining: {
    method: 'GET',
    path: '/classes/:id/joining',
    access: 'authenticated',
    response: classJoiningSchema,
  },
  // text/calendar (RFC 5545): one VEVENT per session.
  getClassCalendar: { method: 'GET', path: '/classes/:id/calendar.ics', access: 'authenticated' },

  // The waitlist of a full class (decision 0038): students only.
  listMyWaitlist: {
    method: 'GET',
    path: '/waitlist',
    access: 'authenticated',
    roles: ['student'],
    response: z.array(waitlistEntrySchema),
  },
  joinWaitlist: {
    method: 'POST',
    path: '/classes/:id/waitlist',
    access: 'authenticated',
    roles: ['student'],
    response: waitlistEntrySchema,
  },
  leaveWaitlist: {
    method: 'DELETE',
    path: '/classes/:id/waitlist',
    access: 'authenticated',
    roles: ['student'],
    response: leftWaitlistSchema,
  },
  // The public seat figures of some classes, as the live stream sends them (decision 0039).
  getSeatFigures: {
    method: 'GET',
    path: '/seats',
    access: 'public',
    query: seatFiguresQuerySchema,
    response: seatFiguresListSchema,
  },

  // Point 2 and the class half of point 6 of issue 36 (decision 0041): edits, cancellation, reversed decisions.
  // The Edit page calls `useUpdateClassMutation` (mf-instructor/src/api/class-edits.api.ts).
  updateClass: {
    method: 'PUT',
    path: '/classes/:id/edit',
    access: 'instructor',
    body: classEditRequestSchema,
    response: classEditOutcomeSchema,
  },
  cancelClass: {
    method: 'POST',
    path: '/classes/:id/cancel',
    access: 'instructor-or-admin',
    body: cancelClassRequestSchema,
    response: classCancelledSchema,
  },
  // An admin: every edit waiting for review; an instructor: the latest edit of each of their classes.
  listClassEdits: {
    method: 'GET',
    path: '/class-edits',
    access: 'instructor-or-admin',
    response: z.array(classEditSchema),
  },
  approveClassEdit: {
    method: 'PATCH',
    path: '/classes/:id/edit/approve',
    access: 'admin',
    response: modifiedCountSchema,
  },
  denyClassEdit: {
    method: 'PATCH',
    path: '/classes/:id/edit/deny',
    access: 'admin',
    body: classReasonRequestSchema,
    response: modifiedCountSchema,
  },
  reverseClassDecision: {
    method: 'PATCH',
    path: '/classes/:id/decision/reverse',
    access: 'admin',
    body: classReasonRequestSchema,
    response: modifiedCountSchema,
  },

  // Issue 36, point 4 (decision 0043): students' reviews and ratings. The list is public (admins also see hidden
  // reviews, an author their own); writing is for enrolled students, answering for the class's instructor, hiding for
  // admins.
  listClassReviews: {
    method: 'GET',
    path: '/classes/:id/reviews',
    access: 'public',
    query: reviewsQuerySchema,
    response: classReviewPageSchema,
  },
  getMyClassReview: {
    method: 'GET',
    path: '/classes/:id/review',
    access: 'authenticated',
    response: myClassReviewSchema,
  },
  writeClassReview: {
    method: 'PUT',
    path: '/classes/:id/review',
    access: 'authenticated',
    body: writeReviewRequestSchema,
    response: classReviewSchema,
  },
  deleteClassReview: {
    method: 'DELETE',
    path: '/classes/:id/review',
    access: 'authenticated',
    response: deletedReviewSchema,
  },
  answerClassReview: {
    method: 'POST',
    path: '/reviews/:id/answer',
    access: 'instructor',
    body: answerReviewRequestSchema,
    response: classReviewSchema,
  },
  hideClassReview: {
    method: 'POST',
    path: '/reviews/:id/hide',
    access: 'admin',
    body: hideReviewRequestSchema,
    response: classReviewSchema,
  },
  unhideClassReview: { method: 'POST', path: '/reviews/:id/unhide', access: 'admin', response: classReviewSchema },
});
