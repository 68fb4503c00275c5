import { Module } from '@nestjs/common';
import { MediaModule } from '@classhub/nest-kit';
import { DemoSeeder } from './demo-seeder.js';

@Module({ imports: [MediaModule.forArea('classes')], providers: [DemoSeeder] })
export class SeedModule {}
