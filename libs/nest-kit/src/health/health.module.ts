import { Module } from '@nestjs/common';
import { DrainingConnections } from './draining-connections.js';
import { HealthHttpController } from './health.http.controller.js';
import { HealthService } from './health.service.js';

@Module({ controllers: [HealthHttpController], providers: [HealthService, DrainingConnections] })
export class HealthModule {}
