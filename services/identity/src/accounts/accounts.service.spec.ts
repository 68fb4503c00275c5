import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ConflictException, UnauthorizedException } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { DRIZZLE, ThrottledError } from '@classhub/nest-kit';
import { SessionsService } from '../sessions/sessions.service.js';
import { PasswordHasher } from '../users/password-hasher.js';
import type { UserRow } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { EmailVerificationService } from '../email-verification/email-verification.service.js';
import { Registry } from 'prom-client';
import { AccountsService } from './accounts.service.js';
import { SignInMetrics } from './sign-in-metrics.js';
import { SignInThrottle } from './sign-in-throttle.js';
import { SignUpLimit } from './sign-up-limit.js';

const ADA: UserRow = {
  id: '2f1c7a52-6a43-4c1e-9d36-0b1f0f6f9e10',
  name: 'Ada',
  email: 'ada@example.com',
  photo: '',
  role: 'student',
  joinYear: 2026,
  passwordHash: '$argon2id$stored',
  emailVerified: true,
  address: null,
  phone: null,
  website: null,
  gender: null,
  suspendedAt: null,
  suspendedReason: null,
  createdAt: new Date(),
  updatedAt: new Date(),
};

describe('AccountsService', () => {
  let service: AccountsService;
  const users = {
    findByEmail: jest.fn<UsersService['findByEmail']>(),
    create: jest.fn<UsersService['create']>(),
    publishSoon: jest.fn(),
  };
  const sessions = { start: jest.fn<SessionsService['start']>() };
  const hasher = { hash: jest.fn<PasswordHasher['hash']>(), verify: jest.fn<PasswordHasher['verify']>() };
  const throttle = { reserve: jest.fn<SignInThrottle['reserve']>(), forgive: jest.fn<SignInThrottle['forgive']>() };
  const signUps = { take: jest.fn<SignUpLimit['take']>() };
  const verification = { mailSignUpLink: jest.fn<EmailVerificationService['mailSignUpLink']>() };
  const db = { transaction: (work: (tx: unknown) => unknown) => work({}) };

  beforeEach(async () => {
    jest.resetAllMocks();
    hasher.hash.mockResolvedValue('$argon2id$new');
    sessions.start.mockResolvedValue('session-token');
    throttle.reserve.mockResolvedValue({ allowed: true, lane: 'knownAddress' });
    signUps.take.mockResolvedValue(0);
    const module = await Test.createTestingModule({
      providers: [
        AccountsService,
        { provide: DRIZZLE, useValue: db },
        { provide: UsersService, useValue: users },
        { provide: SessionsService, useValue: sessions },
        { provide: PasswordHasher, useValue: hasher },
        { provide: SignInThrottle, useValue: throttle },
        { provide: SignUpLimit, useValue: signUps },
        { provide: EmailVerificationService, useValue: verification },
        { provide: SignInMetrics, useValue: new SignInMetrics(new Registry()) },
      ],
    }).compile();
    service = module.get(AccountsService);
  });

  describe('register', () => {
    const input = { name: 'Ada', email: 'ada@example.com', photo: 'https://x.io/a.png', password: 'Secret#1' };

    it('hashes the password, creates the user and starts a session', async () => {
      users.findByEmail.mockResolvedValue(undefined);
      users.create.mockResolvedValue(ADA);
      await expect(service.register(input, '203.0.113.5')).resolves.toEqual({
        user: ADA,
        sessionToken: 'session-token',
      });
      expect(users.create).toHaveBeenCalledWith(expect.anything(), {
        name: 'Ada',
        email: 'ada@example.com',
        photo: input.photo,
        passwordHash: '$argon2id$new',
        emailVerified: false,
      });
      expect(verification.mailSignUpLink).toHaveBeenCalledWith(expect.anything(), ADA, '203.0.113.5');
      expect(users.publishSoon).toHaveBeenCalled();
    });

    it('refuses a new account from a source over its sign-up limit before hashing anything', async () => {
      users.findByEmail.mockResolvedValue(undefined);
      signUps.take.mockResolvedValue(90_000);
      const error = await service.register(input, '203.0.113.5').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ThrottledError);
      expect((error as ThrottledError).retryAfterSeconds).toBe(90);
      expect(signUps.take).toHaveBeenCalledWith('203.0.113.5', 'newAccount');
      expect(hasher.hash).not.toHaveBeenCalled();
    });

    it('answers 409 for a taken email without hashing, and when a concurrent sign-up wins', async () => {
      users.findByEmail.mockResolvedValue(ADA);
      await expect(service.register(input, '203.0.113.5')).rejects.toBeInstanceOf(ConflictException);
      expect(signUps.take).toHaveBeenCalledWith('203.0.113.5', 'takenEmail');
      expect(signUps.take).not.toHaveBeenCalledWith('203.0.113.5', 'newAccount');
      expect(hasher.hash).not.toHaveBeenCalled();

      users.findByEmail.mockResolvedValue(undefined);
      users.create.mockResolvedValue(undefined);
      await expect(service.register(input, '203.0.113.5')).rejects.toBeInstanceOf(ConflictException);
      expect(sessions.start).not.toHaveBeenCalled();
    });

    it('names a taken email even when the source has used up its new accounts, within its own budget for such answers', async () => {
      users.findByEmail.mockResolvedValue(ADA);
      signUps.take.mockImplementation(async (_source, counter) => (counter === 'newAccount' ? 90_000 : 0));
      await expect(service.register(input, '203.0.113.5')).rejects.toBeInstanceOf(ConflictException);
      signUps.take.mockResolvedValue(30_000);
      await expect(service.register(input, '203.0.113.5')).rejects.toBeInstanceOf(ThrottledError);
    });
  });

  describe('login', () => {
    const attempt = { account: 'ada@example.com', source: '203.0.113.5', browser: 'b'.repeat(43) };
    const login = (password = 'Secret#1') => service.login({ email: 'ada@example.com', password }, attempt);

    it('starts a session for the right password and forgives the reserved attempt', async () => {
      users.findByEmail.mockResolvedValue(ADA);
      hasher.verify.mockResolvedValue(true);
      await expect(login()).resolves.toEqual({ user: ADA, sessionToken: 'session-token' });
      expect(throttle.forgive).toHaveBeenCalledWith(attempt, 'knownAddress');
    });

    it('counts a wrong password and an unknown email alike, and checks a hash for both', async () => {
      users.findByEmail.mockResolvedValue(ADA);
      hasher.verify.mockResolvedValue(false);
      await expect(login('wrong')).rejects.toBeInstanceOf(UnauthorizedException);
      users.findByEmail.mockResolvedValue(undefined);
      await expect(login()).rejects.toBeInstanceOf(UnauthorizedException);
      expect(hasher.verify).toHaveBeenCalledTimes(2);
      expect(throttle.reserve).toHaveBeenCalledTimes(2);
      expect(throttle.forgive).not.toHaveBeenCalled();
      expect(sessions.start).not.toHaveBeenCalled();
    });

    it('refuses while throttled without looking at the password', async () => {
      throttle.reserve.mockResolvedValue({ allowed: false, retryAfterMs: 90_000 });
      const error = await login().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ThrottledError);
      expect((error as ThrottledError).message).toBe('Too many sign-in attempts. Try again in 2 minutes.');
      expect(users.findByEmail).not.toHaveBeenCalled();
      expect(hasher.verify).not.toHaveBeenCalled();
    });
  });
});
