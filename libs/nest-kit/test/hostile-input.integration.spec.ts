import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Body, Controller, Get, Module, Param, Post, Query, Req } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import pg from 'pg';
import { createServiceApp, ErrorResponseFilter, listenOnLoopback, type ServiceApp } from '../src/index.js';

const SERVER_URL = process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432';
const pool = new pg.Pool({ connectionString: `${SERVER_URL}/postgres`, max: 2 });

/** Every handler passes what it receives straight to PostgreSQL, as a careless endpoint would. */
@Controller()
class CarelessController {
  @Post('echo')
  async echo(@Body() body: { text: string }) {
    const { rows } = await pool.query<{ text: string }>('SELECT $1::text AS text', [body.text]);
    return rows[0];
  }

  @Get('search/:term')
  async search(@Param('term') term: string, @Query('q') q = '') {
    await pool.query('SELECT $1::text, $2::text', [term, q]);
    return { ok: true };
  }

  @Get('count')
  async count(@Query('n') n: string) {
    const { rows } = await pool.query<{ n: number }>('SELECT $1::int AS n', [n]);
    return rows[0];
  }

  @Get('client')
  client(@Req() request: FastifyRequest) {
    return { ip: request.ip };
  }
}

async function start(trustedProxies: string[]): Promise<{ app: ServiceApp; baseUrl: string }> {
  @Module({ controllers: [CarelessController], providers: [{ provide: APP_FILTER, useClass: ErrorResponseFilter }] })
  class ProbeModule {}
  const app = await createServiceApp(ProbeModule, { logs: false, trustedProxies });
  return { app, baseUrl: await listenOnLoopback(app) };
}

describe('hostile input reaching a service (real PostgreSQL)', () => {
  let service: { app: ServiceApp; baseUrl: string };

  beforeAll(async () => {
    service = await start(['loopback']);
  });

  afterAll(async () => {
    await service?.app.close();
    await pool.end();
  });

  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${service.baseUrl}${path}`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', ...headers },
    });

  it('refuses NUL in a JSON string with a 400 naming the field, before PostgreSQL sees it', async () => {
    const response = await post('/echo', '{"text":"a\\u0000b"}');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Field text must not contain control characters (found U+0000)',
      errors: [{ field: 'text', message: 'Field text must not contain control characters (found U+0000)' }],
    });
  });

  it('keeps line breaks in a body but refuses escape sequences, unpaired surrogates and bad keys', async () => {
    expect((await post('/echo', '{"text":"one\\ntwo"}')).status).toBe(201);
    expect((await post('/echo', '{"text":"\\u001b[2J"}')).status).toBe(400);
    expect((await post('/echo', '{"text":"\\ud800"}')).status).toBe(400);
    const badKey = await post('/echo', '{"te\\u0000xt":"x"}');
    expect(badKey.status).toBe(400);
    expect(((await badKey.json()) as { message: string }).message).toBe(
      'A key in the request body must not contain control characters (found U+0000)',
    );
  });

  it('refuses NUL in a path parameter and a query parameter', async () => {
    const inPath = await fetch(`${service.baseUrl}/search/a%00b`);
    expect(inPath.status).toBe(400);
    expect(((await inPath.json()) as { message: string }).message).toBe(
      'Path parameter term must not contain control characters (found U+0000)',
    );
    const inQuery = await fetch(`${service.baseUrl}/search/ok?q=%00`);
    expect(inQuery.status).toBe(400);
    expect(((await inQuery.json()) as { message: string }).message).toBe(
      'Query parameter q must not contain control characters (found U+0000)',
    );
    expect((await fetch(`${service.baseUrl}/search/ok?q=${encodeURIComponent('日本 🎻')}`)).status).toBe(200);
  });

  it('refuses a C1 control character in a header the services read (bytes the HTTP parser lets through)', async () => {
    const response = await fetch(`${service.baseUrl}/search/ok`, { headers: { cookie: 'classhub_session=\u0085' } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(
      'Header cookie must not contain control characters (found U+0085)',
    );
  });

  it('refuses numbers beyond exact integers and bodies nested deeper than 32 levels', async () => {
    expect((await post('/echo', '{"text":"x","n":1e400}')).status).toBe(400);
    const deep = `{"text":"x","n":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const nested = await post('/echo', deep);
    expect(nested.status).toBe(400);
    expect(((await nested.json()) as { message: string }).message).toBe(
      'The request body is nested too deeply (at most 32 levels)',
    );
  });

  it('answers 400, not 500, for a value PostgreSQL refuses as data that no schema caught', async () => {
    const response = await fetch(`${service.baseUrl}/count?n=2147483648`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'A value in the request is malformed or out of range',
    });
    expect((await fetch(`${service.baseUrl}/count?n=7`)).status).toBe(200);
  });

  describe('X-Forwarded-For', () => {
    it('takes the last entry only from a trusted proxy; earlier entries, which a client writes, never count', async () => {
      const answer = await fetch(`${service.baseUrl}/client`, {
        headers: { 'x-forwarded-for': '198.51.100.7, 203.0.113.9' },
      });
      expect(await answer.json()).toEqual({ ip: '203.0.113.9' });
    });

    it('is ignored from anyone else', async () => {
      const untrusting = await start(['10.0.0.1']);
      try {
        const answer = await fetch(`${untrusting.baseUrl}/client`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
        expect(await answer.json()).toEqual({ ip: '127.0.0.1' });
      } finally {
        await untrusting.app.close();
      }
    });
  });
});
