import { Link } from '@classhub/routing';
import styled from 'styled-components';
import { cardSurface } from '@classhub/ui';

export const AuthPage = styled.div`
  display: flex;
  justify-content: center;
  padding: 2.5rem 1.25rem 4rem;

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    padding: 3.5rem 2rem 5rem;
  }
`;

export const AuthCard = styled.section`
  width: 100%;
  max-width: 30rem;
  padding: 2rem 1.5rem;
  ${cardSurface}

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    padding: 2.5rem 2.25rem;
  }
`;

export const AuthTitle = styled.h1`
  font-size: 1.9rem;
  font-weight: 800;
  letter-spacing: -0.02em;
  text-align: center;
`;

export const AuthLead = styled.p`
  margin: 0.5rem 0 1.75rem;
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin: 1.5rem 0 1rem;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.875rem;

  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${({ theme }) => theme.color.border};
  }
`;

export const SwitchText = styled.p`
  margin-top: 1.5rem;
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const SwitchLink = styled(Link)`
  font-weight: 700;
  color: ${({ theme }) => theme.color.primaryText};
`;

/** Why the user was signed out: an amber-edged note above the form, so it is not mistaken for a form error. */
export const SignOutNotice = styled.p`
  margin: -0.75rem 0 1.5rem;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${({ theme }) => theme.color.focus};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.text};
  font-weight: 600;
`;

/** "Forgot password?" under the password field: right-aligned, a comfortable target on a phone. */
export const ForgotLink = styled(Link)`
  justify-self: end;
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  font-weight: 600;
  color: ${({ theme }) => theme.color.primaryText};
`;
