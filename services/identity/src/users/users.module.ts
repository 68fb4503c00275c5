import { Module } from '@nestjs/common';
import { InstructorsHttpController } from './instructors.http.controller.js';
import { PasswordHasher } from './password-hasher.js';
import { ProfilesHttpController } from './profiles.http.controller.js';
import { UsersHttpController } from './users.http.controller.js';
import { UsersRoleResolver } from './users-role.resolver.js';
import { UserSearch } from './user-search.js';
import { UsersService } from './users.service.js';

const providers = [PasswordHasher, UsersService, UsersRoleResolver, UserSearch];

@Module({
  controllers: [UsersHttpController, ProfilesHttpController, InstructorsHttpController],
  providers,
  exports: providers,
})
export class UsersModule {}
