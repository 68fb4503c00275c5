import { useId, type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldMessage, FieldRoot, Input, inputStyles, Label } from './form.styles';

const TextArea = styled.textarea`
  ${inputStyles}
  min-height: 8rem;
  resize: vertical;
`;

type Common = { label: string; error?: string; ref?: Ref<HTMLInputElement & HTMLTextAreaElement> };
export type FormFieldProps =
  | (Common & { multiline?: false } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>)
  | (Common & { multiline: true } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>);

/**
 * A labelled input (or, `multiline`, a textarea) with its message in red under it, tied together for assistive tech
 * (aria-invalid, aria-describedby). Takes react-hook-form's `register(...)` props as they are.
 */
export function FormField({ label, error, multiline, ...control }: FormFieldProps) {
  const id = useId();
  const a11y = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined };
  return (
    <FieldRoot>
      <Label htmlFor={id}>{label}</Label>
      {multiline ? (
        <TextArea {...(control as TextareaHTMLAttributes<HTMLTextAreaElement>)} {...a11y} />
      ) : (
        <Input {...(control as InputHTMLAttributes<HTMLInputElement>)} {...a11y} />
      )}
      {error ? <FieldMessage id={`${id}-error`}>{error}</FieldMessage> : null}
    </FieldRoot>
  );
}
