import { startFirstPageChunk } from './page-chunks';

const mockEvaluated: string[] = [];
jest.mock('../features/auth/login-page', () => {
  mockEvaluated.push('login');
  return {};
});
jest.mock('../features/auth/register-page', () => {
  mockEvaluated.push('register');
  return {};
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startFirstPageChunk', () => {
  beforeEach(() => {
    mockEvaluated.length = 0;
    jest.resetModules();
  });

  it.each([
    ['/login', ['login']],
    ['/register', ['register']],
  ])('fetches the page at %s before the bootstrap renders it', async (path, expected) => {
    startFirstPageChunk(path);
    await settle();
    expect(mockEvaluated).toEqual(expected);
  });

  it('fetches nothing for a remote area or an unknown path', async () => {
    for (const path of ['/', '/classes', '/dashboard/userprofile', '/nowhere']) startFirstPageChunk(path);
    await settle();
    expect(mockEvaluated).toEqual([]);
  });
});
