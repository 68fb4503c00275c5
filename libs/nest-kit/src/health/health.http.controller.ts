import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { HEALTH_ROUTE } from '@classhub/contracts';
import type { FastifyReply } from 'fastify';
import { HealthService, type HealthReport } from './health.service.js';

@Controller()
export class HealthHttpController {
  constructor(private readonly health: HealthService) {}

  @Get(HEALTH_ROUTE.path)
  async get(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthReport> {
    const report = await this.health.check();
    reply.status(report.status === 'ok' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return report;
  }
}
