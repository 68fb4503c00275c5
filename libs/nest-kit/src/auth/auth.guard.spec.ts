import { describe, expect, it } from '@jest/globals';
import { ForbiddenException, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { UserRole } from '@classhub/contracts';
import { InvalidAccessTokenError, type AccessTokenClaims, type AccessTokenVerifier } from './access-token.verifier.js';
import { AuthGuard, callerOf, ROLES_METADATA } from './auth.guard.js';

const CLAIMS: AccessTokenClaims = {
  sub: '2f1c7a52-6a43-4c1e-9d36-0b1f0f6f9e10',
  email: 'ada@example.com',
  name: 'Ada',
};
const GOOD = 'aaa.bbb.ccc';

function guardWith(role: UserRole | undefined, requiredRoles?: UserRole[]) {
  const verifier = {
    verify: async (token: string) => {
      if (token !== GOOD) throw new InvalidAccessTokenError('bad');
      return CLAIMS;
    },
  } as AccessTokenVerifier;
  const reflector = {
    getAllAndOverride: (key: string) => (key === ROLES_METADATA ? requiredRoles : undefined),
  } as unknown as Reflector;
  return new AuthGuard(verifier, { roleOf: async () => role }, reflector);
}

function contextFor(authorization?: string) {
  const request = { headers: { authorization } };
  const context = {
    switchToHttp: () => ({ getRequest: () => request }),
    getHandler: () => undefined,
    getClass: () => undefined,
  } as unknown as ExecutionContext;
  return { request, context };
}

describe('AuthGuard', () => {
  describe('canActivate', () => {
    it('admits a valid token and records the caller with the role resolved now', async () => {
      const { request, context } = contextFor(`Bearer ${GOOD}`);
      await expect(guardWith('instructor').canActivate(context)).resolves.toBe(true);
      expect(callerOf(request)).toEqual({ id: CLAIMS.sub, email: CLAIMS.email, name: CLAIMS.name, role: 'instructor' });
    });

    it.each([undefined, 'Bearer x.y.z', 'Token aaa.bbb.ccc'])('answers 401 for the header %s', async (header) => {
      const { context } = contextFor(header);
      await expect(guardWith('admin').canActivate(context)).rejects.toBeInstanceOf(UnauthorizedException);
    });

    it('answers 401 when the user of a valid token no longer exists', async () => {
      await expect(guardWith(undefined).canActivate(contextFor(`Bearer ${GOOD}`).context)).rejects.toBeInstanceOf(
        UnauthorizedException,
      );
    });

    it('answers 403 when the caller lacks every required role, and admits one who holds any', async () => {
      await expect(
        guardWith('student', ['admin']).canActivate(contextFor(`Bearer ${GOOD}`).context),
      ).rejects.toBeInstanceOf(ForbiddenException);
      await expect(
        guardWith('instructor', ['admin', 'instructor']).canActivate(contextFor(`Bearer ${GOOD}`).context),
      ).resolves.toBe(true);
    });

    it('answers with the shared messages', async () => {
      const unauthorized = await guardWith('admin')
        .canActivate(contextFor().context)
        .catch((error: unknown) => error);
      expect((unauthorized as UnauthorizedException).getResponse()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Missing or invalid token',
      });
      const forbidden = await guardWith('student', ['admin'])
        .canActivate(contextFor(`Bearer ${GOOD}`).context)
        .catch((error: unknown) => error);
      expect((forbidden as ForbiddenException).getResponse()).toMatchObject({
        statusCode: 403,
        message: 'You do not have permission to do this',
      });
    });
  });
});
