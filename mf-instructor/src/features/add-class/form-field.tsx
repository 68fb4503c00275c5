import { useId, type InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldMessage, FieldRoot, Label } from '@classhub/ui';
import { FieldInput, Hint } from './add-class-form.styles';

export interface FormFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'onChange' | 'onBlur' | 'id'
> {
  label: string;
  /** Absent for a read-only field that is shown but not part of the form's values. */
  registration?: UseFormRegisterReturn;
  error?: string;
  hint?: string;
}

/** Label, input, hint and message, tied together for assistive tech (aria-invalid, aria-describedby). */
export function FormField({ label, registration, error, hint, ...inputProps }: FormFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <FieldRoot>
      <Label htmlFor={id}>{label}</Label>
      <FieldInput
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...inputProps}
        {...registration}
      />
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {error ? <FieldMessage id={`${id}-error`}>{error}</FieldMessage> : null}
    </FieldRoot>
  );
}
