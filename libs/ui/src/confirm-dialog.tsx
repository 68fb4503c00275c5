import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  /** The question, e.g. 'Are you sure?'. */
  title: string;
  /** What will happen, e.g. 'You want to update role for Ada'. */
  text?: ReactNode;
  /** Says what confirming does, e.g. 'Yes, Make Admin'. */
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** Cancel, Escape and a click on the backdrop. */
  onCancel: () => void;
}

/**
 * An 'Are you sure?' question before a consequential action. Focus starts on Cancel, the choice that changes nothing
 * (WAI-ARIA alertdialog pattern), so a stray Enter cannot confirm.
 */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      role="alertdialog"
      title={title}
      onClose={onCancel}
      actions={
        <>
          <Button onClick={onConfirm}>{confirmLabel}</Button>
          <Button $variant="secondary" onClick={onCancel} data-autofocus="">
            {cancelLabel}
          </Button>
        </>
      }
    >
      {typeof text === 'string' ? <p>{text}</p> : text}
    </Dialog>
  );
}
