import { Module } from '@nestjs/common';
import { HealthHttpController } from './health.http.controller.js';
import { HealthService } from './health.service.js';

@Module({ controllers: [HealthHttpController], providers: [HealthService] })
export class HealthModule {}
