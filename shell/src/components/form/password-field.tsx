import { useId, useState } from 'react';
import styled from 'styled-components';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldRoot, Input } from '@classhub/ui';
import { FieldLabel } from './form.styles';
import { FieldError } from './text-field';

const Wrap = styled.div`
  position: relative;

  input {
    padding-right: 3.25rem;
  }
`;

const Toggle = styled.button.attrs({ type: 'button' })`
  position: absolute;
  top: 50%;
  right: 0.375rem;
  transform: translateY(-50%);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;

const EYE =
  'M12 5c-5 0-9 4.5-10 7 1 2.5 5 7 10 7s9-4.5 10-7c-1-2.5-5-7-10-7Zm0 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8Zm0-2a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z';
const EYE_OFF =
  'M3.3 2 2 3.3l3.1 3.1C3.5 7.7 2.5 9.4 2 12c1 2.5 5 7 10 7 1.8 0 3.4-.5 4.8-1.3l3.9 3.9 1.3-1.3L3.3 2ZM12 16a4 4 0 0 1-3.9-4.9l1.6 1.6A2 2 0 0 0 11.3 14.3l1.6 1.6c-.3.1-.6.1-.9.1Zm0-11c-1.2 0-2.3.2-3.3.6l1.8 1.8A4 4 0 0 1 16.6 12.5l3.2 3.2C21 14.4 21.7 13 22 12c-1-2.5-5-7-10-7Z';

export interface PasswordFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  autoComplete: 'current-password' | 'new-password';
  required?: boolean;
}

/** A password input with the spec's show/hide toggle. */
export function PasswordField({ label, registration, error, autoComplete, required }: PasswordFieldProps) {
  const inputId = useId();
  const [visible, setVisible] = useState(false);
  return (
    <FieldRoot>
      <FieldLabel htmlFor={inputId} $required={required}>
        {label}
      </FieldLabel>
      <Wrap>
        <Input
          id={inputId}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          required={required}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          {...registration}
        />
        <Toggle
          aria-label={`${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
          aria-controls={inputId}
          onClick={() => setVisible((shown) => !shown)}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={visible ? EYE_OFF : EYE} fill="currentColor" />
          </svg>
        </Toggle>
      </Wrap>
      <FieldError id={`${inputId}-error`}>{error}</FieldError>
    </FieldRoot>
  );
}
