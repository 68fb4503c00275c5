import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { HealthService } from './health.service.js';

/**
 * While the service drains, every answer closes its connection: a keep-alive client (the gateway's pool) then opens a
 * new one for its next request, and that one goes to a replica still in rotation.
 */
@Injectable()
export class DrainingConnections implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly health: HealthService,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.addHook('onSend', async (_request, reply) => {
      if (this.health.draining) reply.header('connection', 'close');
    });
  }
}
