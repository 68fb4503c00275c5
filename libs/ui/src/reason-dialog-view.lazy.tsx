import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { Dialog } from './dialog';
import { FieldMessage } from './form.styles';
import { FormField } from './form-field';

const Fields = styled.form`
  margin-top: 1rem;
  text-align: left;
`;

export interface ReasonDialogProps {
  title: string;
  /** What confirming does. */
  text?: ReactNode;
  /** The reason's label, e.g. 'Reason (shown to the instructor)'. */
  label: string;
  confirmLabel: string;
  /** A reason must be given (an admin's decisions); otherwise it is optional (an instructor cancelling). */
  required?: boolean;
  maxLength?: number;
  /** Set while the call is on its way: the buttons wait. */
  busy?: boolean;
  /** The server's refusal, shown under the field. */
  error?: string;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/**
 * A consequential action with a reason typed by the person taking it (decision 0041: cancelling a class, denying an
 * edit, reversing a decision). The reason is plain text; focus starts in the field.
 */
export function ReasonDialogView({
  title,
  text,
  label,
  confirmLabel,
  required = false,
  maxLength = 1000,
  busy = false,
  error,
  onConfirm,
  onCancel,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const formId = `${title.replace(/\W+/g, '-').toLowerCase()}-form`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (required && reason.trim() === '') return setMissing(true);
    onConfirm(reason.trim());
  };
  return (
    <Dialog
      role="alertdialog"
      title={title}
      onClose={onCancel}
      actions={
        <>
          <Button type="submit" form={formId} disabled={busy}>
            {confirmLabel}
          </Button>
          <Button $variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        </>
      }
    >
      {typeof text === 'string' ? <p>{text}</p> : text}
      <Fields id={formId} onSubmit={submit} noValidate>
        <FormField
          multiline
          data-autofocus=""
          label={required ? label : `${label} (optional)`}
          value={reason}
          maxLength={maxLength}
          required={required}
          error={missing ? 'Give a reason' : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setMissing(false);
          }}
        />
        {error ? <FieldMessage role="alert">{error}</FieldMessage> : null}
      </Fields>
    </Dialog>
  );
}
