import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@classhub/routing';
import { ButtonLink, FormError, LoadingState, SubmitRow, useDocumentTitle } from '@classhub/ui';
import { apiErrorMessage, followEmailVerification, useCurrentUser } from '@classhub/web-api';
import { useAppDispatch } from '../../app/store';
import { useConfirmEmailVerificationMutation } from './account-api';
import { AuthCard, AuthPage, AuthTitle, SignOutNotice } from './auth-page.styles';

/**
 * /verify-email?token=…: the page a sign-up's or an email change's link opens. The link is used once, on arrival; a
 * signed-in browser then reads its session again, so its next token says the address is proved (it may pay).
 */
export function VerifyEmailPage() {
  useDocumentTitle('Verify your email');
  const dispatch = useAppDispatch();
  const { status } = useCurrentUser();
  const [params] = useSearchParams();
  const [confirm, { data, error }] = useConfirmEmailVerificationMutation();
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void confirm(params.get('token') ?? '');
  }, [confirm, params]);

  // Once: the browser takes the proved (or new) address and a token that says so. A signed-in browser sees the
  // answer only after that: leaving the page while the token is renewed would drop the renewed session cookie.
  const followed = useRef(false);
  const [followDone, setFollowDone] = useState(false);
  useEffect(() => {
    if (!data || status !== 'signedIn' || followed.current) return;
    followed.current = true;
    dispatch(followEmailVerification())
      .catch(() => undefined)
      .finally(() => setFollowDone(true));
  }, [data, status, dispatch]);
  const answered = data !== undefined && (status === 'signedOut' || followDone);

  let content;
  if (data && answered)
    content = (
      <>
        <SignOutNotice role="status">{data.message}</SignOutNotice>
        <SubmitRow>
          <ButtonLink to={status === 'signedIn' ? '/dashboard' : '/login'}>
            {status === 'signedIn' ? 'Go to my dashboard' : 'Go to login'}
          </ButtonLink>
        </SubmitRow>
      </>
    );
  else if (error)
    content = (
      <>
        <FormError role="alert">{apiErrorMessage(error)}</FormError>
        <SubmitRow>
          <ButtonLink to="/dashboard/userprofile">Go to my profile</ButtonLink>
        </SubmitRow>
      </>
    );
  else content = <LoadingState label="Checking the link" />;

  return (
    <AuthPage>
      <AuthCard aria-labelledby="verify-title">
        <AuthTitle id="verify-title">Verify your email</AuthTitle>
        {content}
      </AuthCard>
    </AuthPage>
  );
}
