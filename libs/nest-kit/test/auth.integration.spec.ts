import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, Get, Injectable, Module } from '@nestjs/common';
import type { UserRole } from '@classhub/contracts';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  Authenticated,
  AuthModule,
  createServiceApp,
  CurrentUser,
  listenOnLoopback,
  Roles,
  type AuthenticatedUser,
  type RoleResolver,
  type ServiceApp,
} from '../src/index.js';

const ADA = '2f1c7a52-6a43-4c1e-9d36-0b1f0f6f9e10';
const GONE = '9b8f3c1e-0000-4000-8000-000000000000';
const roles = new Map<string, UserRole>([[ADA, 'student']]);

@Injectable()
class MapRoleResolver implements RoleResolver {
  async roleOf(userId: string) {
    return roles.get(userId);
  }
}

@Controller()
class ProbeController {
  @Get('me')
  @Authenticated()
  me(@CurrentUser() user: AuthenticatedUser) {
    return user;
  }

  @Get('admin-only')
  @Roles('admin')
  adminOnly() {
    return { ok: true };
  }
}

describe('AuthModule with identity keys fetched from a JWKS URL (another service)', () => {
  let app: ServiceApp;
  let baseUrl: string;
  let jwks: Server;
  let signingKey: CryptoKey;
  let jwksRequests = 0;

  const token = (sub = ADA, key = signingKey) =>
    new SignJWT({ email: 'ada@example.com', name: 'Ada' })
      .setProtectedHeader({ alg: 'ES256', kid: 'identity-1' })
      .setSubject(sub)
      .setIssuer('classhub-identity')
      .setAudience('classhub')
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(key);

  beforeAll(async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256');
    signingKey = privateKey;
    const body = JSON.stringify({
      keys: [{ ...(await exportJWK(publicKey)), kid: 'identity-1', alg: 'ES256', use: 'sig' }],
    });
    jwks = createServer((_request, response) => {
      jwksRequests += 1;
      response.writeHead(200, { 'content-type': 'application/json' }).end(body);
    });
    await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
    const jwksUrl = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/.well-known/jwks.json`;

    @Module({
      imports: [AuthModule.forRoot({ roleResolver: MapRoleResolver, jwksUrl, maxTokenLifetimeSeconds: 900 })],
      controllers: [ProbeController],
    })
    class ProbeModule {}

    app = await createServiceApp(ProbeModule, { logs: false });
    baseUrl = await listenOnLoopback(app);
  });

  afterAll(async () => {
    await app?.close();
    await new Promise((resolve) => jwks?.close(resolve));
  });

  const get = (path: string, bearer?: string) =>
    fetch(`${baseUrl}${path}`, { headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });

  it('verifies a token offline after one JWKS fetch and hands the caller to the route', async () => {
    const first = await get('/me', await token());
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ id: ADA, email: 'ada@example.com', name: 'Ada', role: 'student' });
    await (await get('/me', await token())).text();
    expect(jwksRequests).toBe(1);
  });

  it('answers 401 without a token, with a forged one, and for a user the service does not know', async () => {
    const forger = await generateKeyPair('ES256');
    for (const bearer of [undefined, await token(ADA, forger.privateKey), await token(GONE)]) {
      const response = await get('/me', bearer);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Missing or invalid token',
      });
    }
  });

  it('answers 403 for a missing role and follows a role change on the next request', async () => {
    const bearer = await token();
    const refused = await get('/admin-only', bearer);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: 'You do not have permission to do this' });
    roles.set(ADA, 'admin');
    const admitted = await get('/admin-only', bearer);
    expect(admitted.status).toBe(200);
    expect(await admitted.json()).toEqual({ ok: true });
  });
});
