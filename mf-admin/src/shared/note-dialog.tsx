import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Dialog, FormField } from '@classhub/ui';

export interface NoteDialogProps {
  title: string;
  /** What the dialog is about, above the field. */
  children: ReactNode;
  label: string;
  submitLabel: string;
  /** Said under the field when it is left empty; without it the text may be empty. */
  required?: string;
  /** The longest text the field takes (500 unless said). */
  maxLength?: number;
  /** Sends the text; answers the problem to show, or null when done (the dialog then closes). */
  onSubmit: (text: string) => Promise<string | null>;
  onClose: () => void;
}

/**
 * A dialog that asks an admin for a text, required or not (a refund's reason, how a failed refund was resolved, why an
 * account is suspended). On failure it
 * stays open with the text kept, so nothing typed is lost.
 */
export function NoteDialog({
  title,
  children,
  label,
  submitLabel,
  required,
  maxLength = 500,
  onSubmit,
  onClose,
}: NoteDialogProps) {
  const formId = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (required && !text.trim()) {
      setProblem(required);
      return;
    }
    setSending(true);
    const answer = await onSubmit(text.trim());
    setSending(false);
    if (answer) setProblem(answer);
    else onClose();
  };

  return (
    <Dialog
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button type="submit" form={formId} disabled={sending}>
            {sending ? 'Sending…' : submitLabel}
          </Button>
          <Button $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </>
      }
    >
      {children}
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <FormField
          multiline
          label={label}
          data-autofocus=""
          maxLength={maxLength}
          value={text}
          error={problem}
          onChange={(event) => setText(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
