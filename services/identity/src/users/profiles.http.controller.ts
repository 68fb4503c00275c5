import { Body, Controller, Param } from '@nestjs/common';
import { ROUTES, normalizeEmail, updateProfileRequestSchema, type ProfileDto } from '@classhub/contracts';
import { Route, CurrentUser, forbidden, parseBody, type AuthenticatedUser } from '@classhub/nest-kit';
import { USER_ID_PIPE } from './user-id.pipe.js';
import { UsersService } from './users.service.js';

/** Profiles: each user reads and edits their own; admins may read anyone's. */
@Controller()
export class ProfilesHttpController {
  constructor(private readonly usersService: UsersService) {}

  @Route(ROUTES.getProfileByEmail)
  byEmail(@CurrentUser() caller: AuthenticatedUser, @Param('email') email: string): Promise<ProfileDto> {
    const wanted = normalizeEmail(email);
    if (wanted !== caller.email && caller.role !== 'admin') throw forbidden();
    return this.usersService.profileByEmail(wanted);
  }

  @Route(ROUTES.getProfileById)
  byId(@CurrentUser() caller: AuthenticatedUser, @Param('id', USER_ID_PIPE) id: string): Promise<ProfileDto> {
    if (id !== caller.id && caller.role !== 'admin') throw forbidden();
    return this.usersService.profileById(id);
  }

  @Route(ROUTES.updateProfile)
  update(@CurrentUser() caller: AuthenticatedUser, @Param('id', USER_ID_PIPE) id: string, @Body() body: unknown) {
    if (id !== caller.id) throw forbidden();
    return this.usersService.updateProfile(id, parseBody(updateProfileRequestSchema, body));
  }
}
