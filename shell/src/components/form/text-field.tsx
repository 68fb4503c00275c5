import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldMessage, FieldRoot, Input, Label } from '@classhub/ui';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'onChange' | 'onBlur'> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
}

/** Label, input and its message, tied together for assistive tech (aria-invalid, aria-describedby). */
export function TextField({ label, registration, error, id, ...inputProps }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldRoot>
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        {...inputProps}
        {...registration}
      />
      <FieldError id={`${inputId}-error`}>{error}</FieldError>
    </FieldRoot>
  );
}

export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  return children ? <FieldMessage id={id}>{children}</FieldMessage> : null;
}
