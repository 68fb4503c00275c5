import { startDashboardPageChunk, startFirstPageChunk } from './page-chunks';

const mockEvaluated: string[] = [];
jest.mock('../features/auth/login-page', () => {
  mockEvaluated.push('login');
  return {};
});
jest.mock('../features/auth/register-page', () => {
  mockEvaluated.push('register');
  return {};
});
jest.mock('../features/profile/profile-page', () => {
  mockEvaluated.push('profile');
  return {};
});
jest.mock('../features/profile/update-profile-page', () => {
  mockEvaluated.push('update-profile');
  return {};
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  mockEvaluated.length = 0;
  jest.resetModules();
});

describe('startFirstPageChunk', () => {
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

describe('startDashboardPageChunk', () => {
  it.each([
    ['/dashboard/userprofile', ['profile']],
    ['/dashboard/updateprofile/u1', ['update-profile']],
    ['/dashboard', []],
    ['/dashboard/myselectedclass', []],
  ])('fetches the shell page at %s beside the API it waits for', async (path, expected) => {
    startDashboardPageChunk(path);
    await settle();
    expect(mockEvaluated).toEqual(expected);
  });
});
