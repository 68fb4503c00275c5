import { returnPathFrom } from './return-path';

describe('returnPathFrom', () => {
  it.each([
    [{ from: { pathname: '/classes', search: '?page=2', hash: '' } }, '/classes?page=2'],
    [{ from: '/dashboard/userprofile' }, '/dashboard/userprofile'],
    [null, '/'],
    [{}, '/'],
    [{ from: 'https://evil.example/' }, '/'],
    [{ from: '//evil.example/' }, '/'],
    [{ from: { pathname: '/login' } }, '/'],
    [{ from: '/register?x=1' }, '/'],
  ])('%j → %s', (state, expected) => {
    expect(returnPathFrom(state)).toBe(expected);
  });
});
