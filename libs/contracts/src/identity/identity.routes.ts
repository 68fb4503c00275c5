import * as z from 'zod/mini';
import { contactMessageRequestSchema, markContactMessageRequestSchema, type ContactMessageCreatedResponse, type ContactMessageDto } from '../contact/contact.schemas.js';
import { defineRoutePrefix, defineRoutes, responseOf } from '../http/route-definition.js';
import type { AccessTokenResponse, AuthProvidersResponse, AuthSessionResponse, CurrentSessionResponse, RegisterResponse } from './auth.api.js';
import { accessTokenRequestSchema, loginRequestSchema, registerRequestSchema } from './auth.schemas.js';
import type { ImageUploadResponse } from './media.api.js';
import { createUserRequestSchema, updateProfileRequestSchema } from './profile.schemas.js';
import type { InstructorDto, ProfileDto, UserDto } from './user.dto.js';

type Modified = { modifiedCount: number };

/** Sign-up, sign-in, the session and Google (OpenID) sign-in: the gateway forwards the whole prefix. */
export const AUTH_PREFIX = defineRoutePrefix('identity', '/auth/*');
/** Stored profile pictures (`/media/users/<file>`). */
export const PROFILE_PICTURES_PREFIX = defineRoutePrefix('identity', '/media/users/*');

export const IDENTITY_ROUTES = defineRoutes('identity', {
  issueAccessToken: { method: 'POST', path: '/jwt', access: 'session', spec: true, body: accessTokenRequestSchema, response: responseOf<AccessTokenResponse>() },
  listUsers: { method: 'GET', path: '/users', access: 'admin', spec: true, response: responseOf<UserDto[]>() },
  confirmUser: {
    method: 'POST',
    path: '/users',
    access: 'self',
    spec: true,
    body: createUserRequestSchema,
    response: responseOf<{ insertedId: null; message: string }>(),
  },
  makeAdmin: { method: 'PATCH', path: '/users/admin/:id', access: 'admin', spec: true, response: responseOf<Modified>() },
  makeInstructor: { method: 'PATCH', path: '/users/instructor/:id', access: 'admin', spec: true, response: responseOf<Modified>() },
  getAdminFlag: { method: 'GET', path: '/users/admin/:email', access: 'self', spec: true, response: responseOf<{ admin: boolean }>() },
  getInstructorFlag: { method: 'GET', path: '/users/instructor/:email', access: 'self', spec: true, response: responseOf<{ instructor: boolean }>() },
  getProfileByEmail: { method: 'GET', path: '/userprofile/:email', access: 'self-or-admin', spec: true, response: responseOf<ProfileDto>() },
  getProfileById: { method: 'GET', path: '/getprofileinfo/:id', access: 'self-or-admin', spec: true, response: responseOf<ProfileDto>() },
  updateProfile: {
    method: 'PUT',
    path: '/updateprofile/:id',
    access: 'self',
    spec: true,
    body: updateProfileRequestSchema,
    response: responseOf<Modified>(),
  },
  listInstructors: { method: 'GET', path: '/instructors', access: 'public', spec: true, response: responseOf<InstructorDto[]>() },
  listPopularInstructors: { method: 'GET', path: '/popularinstructors', access: 'public', spec: true, response: responseOf<InstructorDto[]>() },

  register: { method: 'POST', path: '/auth/register', access: 'public', body: registerRequestSchema, response: responseOf<RegisterResponse>() },
  login: { method: 'POST', path: '/auth/login', access: 'public', body: loginRequestSchema, response: responseOf<AuthSessionResponse>() },
  logout: { method: 'POST', path: '/auth/logout', access: 'public', response: responseOf<void>() },
  getSession: { method: 'GET', path: '/auth/session', access: 'public', response: responseOf<CurrentSessionResponse>() },
  getAuthProviders: { method: 'GET', path: '/auth/providers', access: 'public', response: responseOf<AuthProvidersResponse>() },
  startGoogleSignIn: { method: 'GET', path: '/auth/google/start', access: 'public' },
  finishGoogleSignIn: {
    method: 'GET',
    path: '/auth/google/callback',
    access: 'public',
    query: z.object({ code: z.optional(z.string()), state: z.optional(z.string()), error: z.optional(z.string()) }),
  },
  getJwks: { method: 'GET', path: '/.well-known/jwks.json', access: 'public', response: responseOf<{ keys: Record<string, unknown>[] }>() },
  uploadProfilePicture: { method: 'POST', path: '/media/users', access: 'authenticated', response: responseOf<ImageUploadResponse>() },
  getProfilePicture: { method: 'GET', path: '/media/users/:file', access: 'public' },
  sendContactMessage: {
    method: 'POST',
    path: '/contact',
    access: 'public',
    body: contactMessageRequestSchema,
    response: responseOf<ContactMessageCreatedResponse>(),
  },
  listContactMessages: { method: 'GET', path: '/contact-messages', access: 'admin', response: responseOf<ContactMessageDto[]>() },
  markContactMessage: {
    method: 'PATCH',
    path: '/contact-messages/:id',
    access: 'admin',
    body: markContactMessageRequestSchema,
    response: responseOf<Modified>(),
  },
});
