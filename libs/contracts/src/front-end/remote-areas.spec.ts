import { describe, expect, it } from '@jest/globals';
import { findRemoteForPath } from './remote-areas.js';

describe('findRemoteForPath', () => {
  it.each([
    ['/', 'mf_catalog'],
    ['/classes', 'mf_catalog'],
    ['/classes/', 'mf_catalog'],
    ['/classes/abc-123', 'mf_catalog'],
    ['/instructors/someone%40classhub.test', 'mf_catalog'],
    ['/dashboard/studenthome', 'mf_student'],
    ['/dashboard/payment/42', 'mf_student'],
    ['/dashboard/payment', 'mf_student'],
    ['/dashboard/addclasses', 'mf_instructor'],
    ['/dashboard/messages', 'mf_admin'],
    ['/dashboard/myselectedclass', 'mf_student'],
    ['/dashboard/myenrolledclass', 'mf_student'],
    ['/dashboard/paymenthistory', 'mf_student'],
    ['/dashboard/waitlist', 'mf_student'],
    ['/dashboard/instructorhome', 'mf_instructor'],
    ['/dashboard/myclasses', 'mf_instructor'],
    ['/dashboard/adminhome', 'mf_admin'],
    ['/dashboard/manageusers', 'mf_admin'],
    ['/dashboard/manageclasses', 'mf_admin'],
  ])('gives %s to %s', (path, remote) => {
    expect(findRemoteForPath(path)).toBe(remote);
  });

  it.each([
    '/login',
    '/register',
    '/dashboard',
    '/dashboard/userprofile',
    '/classesx',
    '/nope/classes',
    '/dashboard/adminhome/extra',
  ])('leaves %s to the shell', (path) => {
    expect(findRemoteForPath(path)).toBeNull();
  });
});
