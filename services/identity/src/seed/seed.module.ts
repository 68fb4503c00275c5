import { Module } from '@nestjs/common';
import { ProfilePicturesModule } from '../media/profile-pictures.module.js';
import { UsersModule } from '../users/users.module.js';
import { DemoSeeder } from './demo-seeder.js';

@Module({ imports: [ProfilePicturesModule, UsersModule], providers: [DemoSeeder] })
export class SeedModule {}
