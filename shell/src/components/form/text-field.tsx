import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldMessage, FieldRoot, Input } from '@classhub/ui';
import { FieldHint, FieldLabel } from './form.styles';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'onChange' | 'onBlur'> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  /** A line under the input that says more about it (read with it by assistive tech). */
  hint?: string;
}

/** The ids of the texts that describe an input: its hint, then its error. */
export function describedBy(inputId: string, { hint, error }: { hint?: string; error?: string }): string | undefined {
  return [hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/**
 * Label, input and its message, tied together for assistive tech (aria-invalid, aria-describedby); a required
 * field is marked with an asterisk and required/aria-required.
 */
export function TextField({ label, registration, error, hint, id, required, ...inputProps }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldRoot>
      <FieldLabel htmlFor={inputId} $required={required}>
        {label}
      </FieldLabel>
      <Input
        id={inputId}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, { hint, error })}
        {...inputProps}
        {...registration}
      />
      {hint ? <FieldHint id={`${inputId}-hint`}>{hint}</FieldHint> : null}
      <FieldError id={`${inputId}-error`}>{error}</FieldError>
    </FieldRoot>
  );
}

export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  return children ? <FieldMessage id={id}>{children}</FieldMessage> : null;
}
