import { findRemoteForPath } from './remote-areas';

describe('findRemoteForPath', () => {
  it.each([
    ['/', 'mf_catalog'],
    ['/classes', 'mf_catalog'],
    ['/classes/abc', 'mf_catalog'],
    ['/instructors', 'mf_catalog'],
    ['/dashboard/studenthome', 'mf_student'],
    ['/dashboard/myselectedclass', 'mf_student'],
    ['/dashboard/myenrolledclass', 'mf_student'],
    ['/dashboard/paymenthistory', 'mf_student'],
    ['/dashboard/payment/65f0c0ffee', 'mf_student'],
    ['/dashboard/instructorhome', 'mf_instructor'],
    ['/dashboard/myclasses', 'mf_instructor'],
    ['/dashboard/addclasses', 'mf_instructor'],
    ['/dashboard/adminhome', 'mf_admin'],
    ['/dashboard/manageusers', 'mf_admin'],
    ['/dashboard/manageclasses', 'mf_admin'],
    ['/dashboard/messages', 'mf_admin'],
  ])('%s belongs to %s', (pathname, remote) => {
    expect(findRemoteForPath(pathname)).toBe(remote);
  });

  it.each(['/nope', '/login', '/register', '/dashboard', '/dashboard/userprofile', '/classesx', '/dashboard/adminhome/extra'])(
    '%s belongs to no remote',
    (pathname) => {
      expect(findRemoteForPath(pathname)).toBeNull();
    },
  );
});
