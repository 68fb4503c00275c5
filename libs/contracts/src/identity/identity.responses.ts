// The identity service's answers, described once: the DTO types are these schemas' outputs, and docs/api/openapi.yaml
// shows them. They describe; the service's answers are never parsed with them.
import * as z from 'zod/mini';
import { documented, idSchema, storedEmailSchema, wholeNumberSchema, type SameType } from '../http/api-schemas.js';
import { IDENTITY_MESSAGES } from './auth.api.js';
import { USER_ROLES } from './user-roles.js';
import { GENDERS, type UserDto } from './user.dto.js';

export const userRoleSchema = documented(z.enum(USER_ROLES), { id: 'UserRole' });

const userShape = {
  _id: idSchema,
  name: z.string(),
  email: storedEmailSchema(),
  photo: documented(z.string(), { description: 'Image URL; empty for a Google account without a picture.' }),
  role: userRoleSchema,
  date: documented(wholeNumberSchema(), { description: 'The join year.', examples: [2026] }),
};

export const userSchema = documented(z.object(userShape), {
  id: 'User',
  description: "The spec's User (`UserDto`). Never the password hash or the private profile fields.",
});
true satisfies SameType<z.output<typeof userSchema>, UserDto>;

/**
 * A user in the admins' list (Manage Users): the spec's User and, only for a suspended account, that it is suspended
 * and why (decision 0045). Its own schema, so the spec's User (and the shared web libs' types built on it) stay as they
 * were.
 */
export const adminUserSchema = documented(
  z.object({ ...userShape, suspended: z.optional(z.boolean()), suspendedReason: z.optional(z.string()) }),
  { id: 'AdminUser', description: "The spec's User as admins list it, saying when the account is suspended." },
);
export interface AdminUserDto extends z.output<typeof adminUserSchema> {}

export const profileSchema = documented(
  z.object({
    ...userShape,
    address: z.optional(z.string()),
    phone: z.optional(z.string()),
    website: z.optional(documented(z.string(), { format: 'uri' })),
    gender: z.optional(documented(z.enum(GENDERS), { id: 'Gender' })),
  }),
  { id: 'Profile', description: "The spec's User profile (`ProfileDto`). Optional fields never given are left out." },
);

export const instructorSchema = documented(
  z.object({ photo: z.string(), name: z.string(), email: storedEmailSchema(), role: userRoleSchema }),
  { id: 'Instructor', description: 'What anyone may see of an instructor (`InstructorDto`).' },
);

/**
 * The signed-in user as the sign-in and session answers give it: the spec's User and whether the address is proved
 * (decision 0037). A type of its own, so the spec's User (and the shared web libs' types built from it) stays as it was.
 */
export const sessionUserSchema = documented(
  z.object({
    ...userShape,
    emailVerified: documented(z.boolean(), {
      description: 'Whether the address is proved (decision 0037); false: the account may not pay yet.',
    }),
  }),
  { id: 'SessionUser' },
);
export interface SessionUserDto extends z.output<typeof sessionUserSchema> {}

export const authSessionResponseSchema = documented(z.object({ user: sessionUserSchema }), {
  id: 'AuthSessionResponse',
});

export const currentSessionResponseSchema = documented(z.object({ user: z.nullable(sessionUserSchema) }), {
  id: 'CurrentSessionResponse',
});

export const registerResponseSchema = documented(z.object({ user: sessionUserSchema, insertedId: idSchema }), {
  id: 'RegisterResponse',
});

export const accessTokenResponseSchema = documented(
  z.object({ token: documented(z.string(), { description: 'The access token (a JWT) for `Authorization: Bearer`.' }) }),
  { id: 'AccessTokenResponse' },
);

export const authProvidersResponseSchema = documented(
  z.object({
    google: z.boolean(),
    demo: documented(z.boolean(), {
      description: 'The Google button leads to the local demo OpenID provider (any email signs in), not to Google.',
    }),
  }),
  { id: 'AuthProvidersResponse' },
);

export const createUserResponseSchema = documented(
  z.object({ insertedId: z.null(), message: z.literal(IDENTITY_MESSAGES.userExists) }),
  {
    id: 'CreateUserResponse',
  },
);

export const adminFlagSchema = documented(z.object({ admin: z.boolean() }), { id: 'AdminFlag' });

export const instructorFlagSchema = documented(z.object({ instructor: z.boolean() }), { id: 'InstructorFlag' });

export const jwksSchema = documented(
  z.object({
    keys: z.array(
      z.object({
        kty: z.literal('EC'),
        crv: z.literal('P-256'),
        x: z.string(),
        y: z.string(),
        kid: documented(z.string(), { description: "The key's JWK thumbprint." }),
        alg: z.literal('ES256'),
        use: z.literal('sig'),
      }),
    ),
  }),
  { id: 'Jwks' },
);

export const imageUploadResponseSchema = documented(
  z.object({
    success: z.literal(true),
    data: z.object({
      display_url: documented(z.string(), { examples: ['/api/media/users/0b6f3c1e-5a8e-4c1e-9a57-2f1e0c9d7b21.png'] }),
    }),
  }),
  { id: 'ImageUploadResponse', description: "Shaped like the spec's image host's answer." },
);
