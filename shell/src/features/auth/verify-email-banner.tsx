import styled from 'styled-components';
import { Button } from '@classhub/ui';
import { apiErrorMessage, type AuthUser } from '@classhub/web-api';
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
`;

const Answer = styled.p`
  flex-basis: 100%;
  font-size: 0.925rem;
`;

/** The banner's body, in its own chunk with the API it calls (see unverified-email-notice.tsx). */
export function VerifyEmailBanner({ user }: { user: AuthUser }) {
  const [resend, { data, error, isLoading }] = useResendEmailVerificationMutation();
  return (
    <Banner aria-label="Account verification">
      <p>
        Verify your email address to pay for classes: we sent a link to <strong>{user.email}</strong>.
      </p>
      <Button $variant="secondary" onClick={() => void resend()} disabled={isLoading}>
        {isLoading ? 'Sending…' : 'Resend the link'}
      </Button>
      {data ? <Answer role="status">{data.message}</Answer> : null}
      {error ? <Answer role="alert">{apiErrorMessage(error)}</Answer> : null}
    </Banner>
  );
}
