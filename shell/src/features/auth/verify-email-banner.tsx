import { useEffect } from 'react';
import styled from 'styled-components';
import { BreakableEmail, Button } from '@classhub/ui';
import { apiErrorMessage, followEmailVerification, type AuthUser } from '@classhub/web-api';
import { useAppDispatch } from '../../app/store';
import { useResendEmailVerificationMutation } from './account-api';

const Banner = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.5rem 1rem;
  padding: 0.75rem 1.25rem;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  border-left: 4px solid ${({ theme }) => theme.color.focus};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.text};
  text-align: center;
  overflow-wrap: anywhere;
`;

const Answer = styled.p`
  flex-basis: 100%;
  font-size: 0.925rem;
`;

/** The banner's body, in its own chunk with the API it calls (see unverified-email-notice.tsx). */
export function VerifyEmailBanner({ user }: { user: AuthUser }) {
  const dispatch = useAppDispatch();
  const [resend, { data, error, isLoading }] = useResendEmailVerificationMutation();

  // The link is often opened on another device: coming back to this tab asks identity again, and the banner goes (and
  // the next token may pay) as soon as the address is proved.
  useEffect(() => {
    const follow = () => {
      if (document.visibilityState === 'visible') dispatch(followEmailVerification()).catch(() => undefined);
    };
    window.addEventListener('focus', follow);
    document.addEventListener('visibilitychange', follow);
    return () => {
      window.removeEventListener('focus', follow);
      document.removeEventListener('visibilitychange', follow);
    };
  }, [dispatch]);
  return (
    <Banner aria-label="Account verification">
      <p>
        Verify your email address to pay for classes: we sent a link to{' '}
        <strong>
          <BreakableEmail email={user.email} />
        </strong>
        .
      </p>
      <Button $variant="secondary" onClick={() => void resend()} disabled={isLoading}>
        {isLoading ? 'Sending…' : 'Resend the link'}
      </Button>
      {data ? <Answer role="status">{data.message}</Answer> : null}
      {error ? <Answer role="alert">{apiErrorMessage(error)}</Answer> : null}
    </Banner>
  );
}
