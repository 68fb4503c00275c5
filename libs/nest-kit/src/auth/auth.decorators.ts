import { applyDecorators, createParamDecorator, SetMetadata, UseGuards, type ExecutionContext } from '@nestjs/common';
import type { UserRole } from '@classhub/contracts';
import { AuthGuard, callerOf, ROLES_METADATA, unauthorized } from './auth.guard.js';

/** The route needs a valid access token (any role). */
export const Authenticated = (): MethodDecorator & ClassDecorator => UseGuards(AuthGuard);

/** The route needs a valid access token of a user who holds one of `roles` now. */
export const Roles = (...roles: UserRole[]): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(ROLES_METADATA, roles), UseGuards(AuthGuard));

/** `{id, email, name, role}` of the caller of an `@Authenticated()` or `@Roles()` route. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const caller = callerOf(context.switchToHttp().getRequest());
  // Only reachable when a route forgot its guard: refuse rather than run without a caller.
  if (!caller) throw unauthorized();
  return caller;
});
