import { describe, expect, it } from '@jest/globals';
import { ConfigError } from '@classhub/nest-kit';
import { googleClientConfig, loadIdentityConfig } from './identity.config.js';

const GOOGLE = {
  GOOGLE_ISSUER_URL: 'https://accounts.google.com',
  GOOGLE_CLIENT_ID: 'id',
  GOOGLE_CLIENT_SECRET: 'secret',
};

describe('loadIdentityConfig', () => {
  it('fills the local defaults', () => {
    const config = loadIdentityConfig({});
    expect(config).toMatchObject({
      PUBLIC_URL: 'http://localhost:3000',
      COOKIE_SECURE: false,
      ACCESS_TOKEN_TTL_SECONDS: 900,
      SESSION_TTL_DAYS: 14,
      SIGN_IN_KNOWN_ADDRESS_FREE_ATTEMPTS: 5,
      SIGN_IN_KNOWN_ADDRESS_DAYS: 90,
      SIGN_IN_KNOWN_ADDRESSES_PER_ACCOUNT: 10,
    });
    expect(config.JWT_PRIVATE_KEY).toBeUndefined();
    expect(googleClientConfig(config)).toBeUndefined();
  });

  it('turns Google on with all three variables and derives a redirect URI from PUBLIC_URL and each extra origin', () => {
    const config = loadIdentityConfig({ ...GOOGLE, PUBLIC_URL: 'https://classhub.example.com/' });
    expect(googleClientConfig(config)).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: 'id',
      clientSecret: 'secret',
      redirectUris: ['https://classhub.example.com/api/auth/google/callback'],
    });
    const aliased = loadIdentityConfig({
      ...GOOGLE,
      PUBLIC_URL: 'http://localhost:3000',
      EXTRA_PUBLIC_ORIGINS: ' http://127.0.0.1:3000/ ,http://localhost:3000',
    });
    expect(aliased.PUBLIC_ORIGINS).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
    expect(googleClientConfig(aliased)?.redirectUris).toEqual([
      'http://localhost:3000/api/auth/google/callback',
      'http://127.0.0.1:3000/api/auth/google/callback',
    ]);
    expect(() => loadIdentityConfig({ EXTRA_PUBLIC_ORIGINS: 'ftp://example.com' })).toThrow(/EXTRA_PUBLIC_ORIGINS/);
    expect(googleClientConfig(loadIdentityConfig({ GOOGLE_CLIENT_ID: '', GOOGLE_CLIENT_SECRET: '' }))).toBeUndefined();
  });

  it('names the missing Google variables when only some are set', () => {
    const run = () => loadIdentityConfig({ GOOGLE_CLIENT_ID: 'id' });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(/GOOGLE_ISSUER_URL: is missing/);
    expect(run).toThrow(/GOOGLE_CLIENT_SECRET: is missing/);
  });

  it('refuses a plain-http issuer except on loopback, a bad key and a bad TTL', () => {
    expect(() => loadIdentityConfig({ ...GOOGLE, GOOGLE_ISSUER_URL: 'http://accounts.example.com' })).toThrow(
      /must use https/,
    );
    expect(
      googleClientConfig(loadIdentityConfig({ ...GOOGLE, GOOGLE_ISSUER_URL: 'http://127.0.0.1:9999' }))?.issuer,
    ).toBe('http://127.0.0.1:9999');
    expect(() => loadIdentityConfig({ JWT_PRIVATE_KEY: 'secret' })).toThrow(/JWT_PRIVATE_KEY: must be a PKCS8 PEM/);
    expect(() => loadIdentityConfig({ ACCESS_TOKEN_TTL_SECONDS: 'soon' })).toThrow(/ACCESS_TOKEN_TTL_SECONDS/);
  });

  it('makes cookies Secure when PUBLIC_URL is https, unless COOKIE_SECURE says otherwise', () => {
    expect(loadIdentityConfig({ PUBLIC_URL: 'https://classhub.example.com' }).COOKIE_SECURE).toBe(true);
    expect(
      loadIdentityConfig({ PUBLIC_URL: 'https://classhub.example.com', COOKIE_SECURE: 'false' }).COOKIE_SECURE,
    ).toBe(false);
    expect(loadIdentityConfig({ PUBLIC_URL: 'http://localhost:3000' }).COOKIE_SECURE).toBe(false);
  });

  it('marks a loopback Google issuer as the demo provider only when told so, and never a remote one', () => {
    const local = { ...GOOGLE, GOOGLE_ISSUER_URL: 'http://127.0.0.1:9999' };
    expect(loadIdentityConfig(local).GOOGLE_DEMO_PROVIDER).toBe(false);
    expect(loadIdentityConfig({ ...local, GOOGLE_DEMO_PROVIDER: 'true' }).GOOGLE_DEMO_PROVIDER).toBe(true);
    expect(() => loadIdentityConfig({ ...GOOGLE, GOOGLE_DEMO_PROVIDER: 'true' })).toThrow(
      /GOOGLE_DEMO_PROVIDER: needs GOOGLE_ISSUER_URL on localhost/,
    );
    expect(() => loadIdentityConfig({ GOOGLE_DEMO_PROVIDER: 'true' })).toThrow(/GOOGLE_DEMO_PROVIDER/);
  });

  it('reads COOKIE_SECURE and a key given with escaped newlines', () => {
    const config = loadIdentityConfig({
      COOKIE_SECURE: 'true',
      JWT_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----',
    });
    expect(config.COOKIE_SECURE).toBe(true);
    expect(config.JWT_PRIVATE_KEY).toBe('-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----');
  });
});
