import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, Get, Module } from '@nestjs/common';
import { ROUTES } from '@classhub/contracts';
import { createServiceApp, listenOnLoopback, type ServiceApp } from '../bootstrap/create-service-app.js';
import { Route } from './route.decorator.js';
import { routeBindingProblems } from './served-routes.js';

@Controller()
class ProbeController {
  @Route(ROUTES.getPaymentConfig)
  config() {
    return { provider: 'test' };
  }

  @Get('extra')
  extra() {
    return {};
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

describe('routeBindingProblems', () => {
  let app: ServiceApp;
  let problems: string[];
  let baseUrl: string;

  beforeAll(async () => {
    app = await createServiceApp(ProbeModule, { logs: false });
    baseUrl = await listenOnLoopback(app);
    problems = routeBindingProblems(app, 'payments');
  });

  afterAll(async () => {
    await app.close();
  });

  it('names a route served but not declared', () => {
    expect(problems).toContain('GET /extra is served but not declared in libs/contracts');
  });

  it('names a declared route of the service without a handler', () => {
    expect(problems).toContain('POST /create-payment-intent is declared for payments but has no handler');
    expect(problems).toContain('GET /health is declared for payments but has no handler');
  });

  it('finds a handler bound with @Route on its declared method and path', async () => {
    expect(problems.filter((problem) => problem.includes('/payment-config'))).toEqual([]);
    const answer = await fetch(`${baseUrl}/payment-config`);
    expect(await answer.json()).toEqual({ provider: 'test' });
  });
});
