import styled from 'styled-components';
import { Button, FormError, SubmitRow } from '@classhub/ui';
import { apiErrorMessage } from '@classhub/web-api';

const Done = styled.p`
  padding: 0.75rem 1rem;
  border-left: 4px solid ${({ theme }) => theme.color.focus};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  font-weight: 600;
  /* The server's sentence may name a long address. */
  overflow-wrap: anywhere;
`;

export interface SubmitWithOutcomeProps {
  label: string;
  busyLabel: string;
  busy: boolean;
  /** The server's sentence after it did it. */
  done?: string;
  /** The failed call, said in words. */
  error?: unknown;
}

/** The account forms' ending: the submit button, then what the server answered (a status) or why it refused (an alert). */
export function SubmitWithOutcome({ label, busyLabel, busy, done, error }: SubmitWithOutcomeProps) {
  return (
    <>
      <SubmitRow>
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : label}
        </Button>
      </SubmitRow>
      {done ? <Done role="status">{done}</Done> : null}
      {error ? <FormError role="alert">{apiErrorMessage(error)}</FormError> : null}
    </>
  );
}
