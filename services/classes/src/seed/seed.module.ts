import { Module } from '@nestjs/common';
import { ClassImagesModule } from '../class-images/class-images.module.js';
import { DemoSeeder } from './demo-seeder.js';

@Module({ imports: [ClassImagesModule], providers: [DemoSeeder] })
export class SeedModule {}
