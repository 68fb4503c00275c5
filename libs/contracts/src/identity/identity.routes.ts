import * as z from 'zod/mini';
import { modifiedCountSchema } from '../classes/class.responses.js';
import { contactMessageCreatedSchema, contactMessageSchema } from '../contact/contact.responses.js';
import { contactMessageRequestSchema, markContactMessageRequestSchema } from '../contact/contact.schemas.js';
import { defineRoutePrefix, defineRoutes, responseOf } from '../http/route-definition.js';
import { adminActionPageSchema, listAdminActionsQuerySchema } from '../audit/admin-audit.api.js';
import { adminReasonRequestSchema, suspendUserRequestSchema } from './account-admin.api.js';
import {
  accountMessageResponseSchema,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  contactReplyRequestSchema,
  deleteAccountRequestSchema,
  emailVerificationConfirmSchema,
  emailVerifiedResponseSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from './account.schemas.js';
import { accessTokenRequestSchema, loginRequestSchema, registerRequestSchema } from './auth.schemas.js';
import {
  accessTokenResponseSchema,
  adminFlagSchema,
  authProvidersResponseSchema,
  authSessionResponseSchema,
  createUserResponseSchema,
  currentSessionResponseSchema,
  imageUploadResponseSchema,
  instructorFlagSchema,
  instructorSchema,
  jwksSchema,
  profileSchema,
  registerResponseSchema,
  adminUserSchema,
} from './identity.responses.js';
import { createUserRequestSchema, updateProfileRequestSchema } from './profile.schemas.js';
import { listUsersQuerySchema, userPageSchema } from './user-list.api.js';

/** Sign-up, sign-in, the session and Google (OpenID) sign-in: the gateway forwards the whole prefix. */
export const AUTH_PREFIX = defineRoutePrefix('identity', '/auth/*');
/** Stored profile pictures (`/media/users/<file>`). */
export const PROFILE_PICTURES_PREFIX = defineRoutePrefix('identity', '/media/users/*');

export const IDENTITY_ROUTES = defineRoutes('identity', {
  issueAccessToken: {
    method: 'POST',
    path: '/jwt',
    access: 'session',
    spec: true,
    body: accessTokenRequestSchema,
    response: accessTokenResponseSchema,
  },
  // Point 5 of issue 36 (decision 0044): search, role filter and pages; the plain array without paging parameters.
  listUsers: {
    method: 'GET',
    path: '/users',
    access: 'admin',
    spec: true,
    query: listUsersQuerySchema,
    response: z.union([z.array(adminUserSchema), userPageSchema]),
  },
  confirmUser: {
    method: 'POST',
    path: '/users',
    access: 'self',
    spec: true,
    body: createUserRequestSchema,
    response: createUserResponseSchema,
  },
  makeAdmin: { method: 'PATCH', path: '/users/admin/:id', access: 'admin', spec: true, response: modifiedCountSchema },
  makeInstructor: {
    method: 'PATCH',
    path: '/users/instructor/:id',
    access: 'admin',
    spec: true,
    response: modifiedCountSchema,
  },
  getAdminFlag: { method: 'GET', path: '/users/admin/:email', access: 'self', spec: true, response: adminFlagSchema },
  getInstructorFlag: {
    method: 'GET',
    path: '/users/instructor/:email',
    access: 'self',
    spec: true,
    response: instructorFlagSchema,
  },
  getProfileByEmail: {
    method: 'GET',
    path: '/userprofile/:email',
    access: 'self-or-admin',
    spec: true,
    response: profileSchema,
  },
  getProfileById: {
    method: 'GET',
    path: '/getprofileinfo/:id',
    access: 'self-or-admin',
    spec: true,
    response: profileSchema,
  },
  updateProfile: {
    method: 'PUT',
    path: '/updateprofile/:id',
    access: 'self',
    spec: true,
    body: updateProfileRequestSchema,
    response: modifiedCountSchema,
  },
  listInstructors: {
    method: 'GET',
    path: '/instructors',
    access: 'public',
    spec: true,
    response: z.array(instructorSchema),
  },
  listPopularInstructors: {
    method: 'GET',
    path: '/popularinstructors',
    access: 'public',
    spec: true,
    response: z.array(instructorSchema),
  },

  register: {
    method: 'POST',
    path: '/auth/register',
    access: 'public',
    body: registerRequestSchema,
    response: registerResponseSchema,
  },
  login: {
    method: 'POST',
    path: '/auth/login',
    access: 'public',
    body: loginRequestSchema,
    response: authSessionResponseSchema,
  },
  // 204: no body for a schema to describe.
  logout: { method: 'POST', path: '/auth/logout', access: 'public', response: responseOf<void>() },
  getSession: { method: 'GET', path: '/auth/session', access: 'public', response: currentSessionResponseSchema },
  getAuthProviders: { method: 'GET', path: '/auth/providers', access: 'public', response: authProvidersResponseSchema },
  startGoogleSignIn: { method: 'GET', path: '/auth/google/start', access: 'public' },
  finishGoogleSignIn: {
    method: 'GET',
    path: '/auth/google/callback',
    access: 'public',
    query: z.object({ code: z.optional(z.string()), state: z.optional(z.string()), error: z.optional(z.string()) }),
  },
  // Accounts people look after themselves, by mail (decision 0037).
  requestPasswordReset: {
    method: 'POST',
    path: '/auth/password-reset',
    access: 'public',
    body: passwordResetRequestSchema,
    response: accountMessageResponseSchema,
  },
  confirmPasswordReset: {
    method: 'POST',
    path: '/auth/password-reset/confirm',
    access: 'public',
    body: passwordResetConfirmSchema,
    response: accountMessageResponseSchema,
  },
  resendEmailVerification: {
    method: 'POST',
    path: '/auth/email-verification',
    access: 'authenticated',
    response: accountMessageResponseSchema,
  },
  confirmEmailVerification: {
    method: 'POST',
    path: '/auth/email-verification/confirm',
    access: 'public',
    body: emailVerificationConfirmSchema,
    response: emailVerifiedResponseSchema,
  },
  changePassword: {
    method: 'PUT',
    path: '/auth/password',
    access: 'authenticated',
    body: changePasswordRequestSchema,
    response: accountMessageResponseSchema,
  },
  requestEmailChange: {
    method: 'POST',
    path: '/auth/email-change',
    access: 'authenticated',
    body: changeEmailRequestSchema,
    response: accountMessageResponseSchema,
  },
  deleteAccount: {
    method: 'POST',
    path: '/auth/account/delete',
    access: 'authenticated',
    body: deleteAccountRequestSchema,
    response: accountMessageResponseSchema,
  },
  getJwks: { method: 'GET', path: '/.well-known/jwks.json', access: 'public', response: jwksSchema },
  uploadProfilePicture: {
    method: 'POST',
    path: '/media/users',
    access: 'authenticated',
    response: imageUploadResponseSchema,
  },
  getProfilePicture: { method: 'GET', path: '/media/users/:file', access: 'public' },
  sendContactMessage: {
    method: 'POST',
    path: '/contact',
    access: 'public',
    body: contactMessageRequestSchema,
    response: contactMessageCreatedSchema,
  },
  listContactMessages: {
    method: 'GET',
    path: '/contact-messages',
    access: 'admin',
    response: z.array(contactMessageSchema),
  },
  markContactMessage: {
    method: 'PATCH',
    path: '/contact-messages/:id',
    access: 'admin',
    body: markContactMessageRequestSchema,
    response: modifiedCountSchema,
  },
  replyToContactMessage: {
    method: 'POST',
    path: '/contact-messages/:id/reply',
    access: 'admin',
    body: contactReplyRequestSchema,
    response: contactMessageSchema,
  },
  // Point 6 of issue 36 (decision 0045): admins undo on accounts, and read the audit log of every admin action.
  demoteUser: {
    method: 'PATCH',
    path: '/users/student/:id',
    access: 'admin',
    body: adminReasonRequestSchema,
    response: modifiedCountSchema,
  },
  suspendUser: {
    method: 'PATCH',
    path: '/users/:id/suspend',
    access: 'admin',
    body: suspendUserRequestSchema,
    response: modifiedCountSchema,
  },
  reactivateUser: {
    method: 'PATCH',
    path: '/users/:id/reactivate',
    access: 'admin',
    body: adminReasonRequestSchema,
    response: modifiedCountSchema,
  },
  listAdminActions: {
    method: 'GET',
    path: '/admin/audit',
    access: 'admin',
    query: listAdminActionsQuerySchema,
    response: adminActionPageSchema,
  },
});
