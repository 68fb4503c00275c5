import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { HEALTH_READY_ROUTE, HEALTH_ROUTE } from '@classhub/contracts';
import type { FastifyReply } from 'fastify';
import { HealthService, type HealthReport, type Readiness } from './health.service.js';

@Controller()
export class HealthHttpController {
  constructor(private readonly health: HealthService) {}

  @Get(HEALTH_ROUTE.path)
  async get(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthReport> {
    const report = await this.health.check();
    reply.status(report.status === 'ok' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return report;
  }

  @Get(HEALTH_READY_ROUTE.path)
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<{ status: Readiness }> {
    const status = await this.health.readiness();
    reply.status(status === 'ready' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return { status };
  }
}
