import { Controller, Param, Query, Req, Res } from '@nestjs/common';
import { ROUTES, approvedClassesQuerySchema } from '@classhub/contracts';
import { Route, parseBody, PUBLIC_CATALOGUE_CACHE_CONTROL, replyCachedJson, type CachedJson } from '@classhub/nest-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CLASS_ID_PIPE } from '../classes/class-id.pipe.js';
import { ClassCatalogService } from './class-catalog.service.js';

/**
 * What anyone may read, signed in or not (docs/product.md#roles: see home, instructors, classes). Answers carry an ETag
 * (304 when the browser has it already), may be kept briefly by a CDN, and by the gateway until a class changes.
 */
@Controller()
export class ClassCatalogHttpController {
  constructor(private readonly catalog: ClassCatalogService) {}

  @Route(ROUTES.listApprovedClasses)
  async listApproved(
    @Query() query: unknown,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    const json = await this.catalog.listApproved(parseBody(approvedClassesQuerySchema, query));
    return this.reply(request, reply, json);
  }

  @Route(ROUTES.listPopularClasses)
  async listPopular(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<FastifyReply> {
    return this.reply(request, reply, await this.catalog.listPopular());
  }

  @Route(ROUTES.getClassDetail)
  async getDetail(
    @Param('id', CLASS_ID_PIPE) id: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    return this.reply(request, reply, await this.catalog.getApproved(id));
  }

  private reply(request: FastifyRequest, reply: FastifyReply, json: CachedJson): FastifyReply {
    return replyCachedJson(request, reply, json, PUBLIC_CATALOGUE_CACHE_CONTROL, this.catalog.edgeHeaders());
  }
}
