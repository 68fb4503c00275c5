import { lazy, Suspense } from 'react';
import { isEmailUnverified, useCurrentUser } from '@classhub/web-api';
import { WithServerData } from '../../app/with-server-data';

const VerifyEmailBanner = lazy(() =>
  import(/* webpackChunkName: "verify-email-banner" */ './verify-email-banner').then((module) => ({
    default: module.VerifyEmailBanner,
  })),
);

/**
 * On every page, for a signed-in account whose address is not proved (decision 0037): it may browse and select
 * classes but not pay until it opens the link, which it can have sent again. Everyone else downloads nothing of it.
 */
export function UnverifiedEmailNotice() {
  const { status, user } = useCurrentUser();
  if (status !== 'signedIn' || !user || !isEmailUnverified(user)) return null;
  return (
    <Suspense fallback={null}>
      <WithServerData>
        <VerifyEmailBanner user={user} />
      </WithServerData>
    </Suspense>
  );
}
