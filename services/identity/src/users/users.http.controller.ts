import { Body, Controller, HttpCode, Param, Query } from '@nestjs/common';
import {
  ROUTES,
  createUserRequestSchema,
  listUsersQuerySchema,
  normalizeEmail,
  type UserDto,
  type UserPage,
} from '@classhub/contracts';
import { Route, CurrentUser, forbidden, parseBody, type AuthenticatedUser } from '@classhub/nest-kit';
import { UserSearch } from './user-search.js';
import { UsersService } from './users.service.js';

/**
 * The user calls of docs/product.md#session-and-users. The role always comes from the users table, never from the
 * token.
 */
@Controller()
export class UsersHttpController {
  constructor(
    private readonly usersService: UsersService,
    private readonly userSearch: UserSearch,
  ) {}

  /** Spec: "sent on register and on Google login". Only about the caller; a role in the body is ignored. */
  @Route(ROUTES.confirmUser)
  @HttpCode(200)
  createSelf(@CurrentUser() caller: AuthenticatedUser, @Body() body: unknown) {
    const { email } = parseBody(createUserRequestSchema, body);
    if (email !== caller.email) throw forbidden();
    return this.usersService.existingUserAnswer();
  }

  @Route(ROUTES.listUsers)
  list(@Query() query: unknown): Promise<UserDto[] | UserPage> {
    return this.userSearch.list(parseBody(listUsersQuerySchema, query));
  }

  @Route(ROUTES.getAdminFlag)
  isAdmin(@CurrentUser() caller: AuthenticatedUser, @Param('email') email: string): { admin: boolean } {
    assertSelf(caller, email);
    return { admin: caller.role === 'admin' };
  }

  @Route(ROUTES.getInstructorFlag)
  isInstructor(@CurrentUser() caller: AuthenticatedUser, @Param('email') email: string): { instructor: boolean } {
    assertSelf(caller, email);
    return { instructor: caller.role === 'instructor' };
  }
}

/** Role flags are answered only about oneself: another email is a 403, whoever it belongs to. */
function assertSelf(caller: AuthenticatedUser, email: string): void {
  if (normalizeEmail(email) !== caller.email) throw forbidden();
}
