import styled from 'styled-components';
import { Button, Dialog } from '@classhub/ui';

export const NO_FEEDBACK = 'No feedback yet';

// Keeps the line breaks the admin typed.
const FeedbackText = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/** The admin's feedback on one class (docs/product.md#my-classes), or 'No feedback yet'. */
export function FeedbackDialog({
  className,
  feedback,
  onClose,
}: {
  className: string;
  feedback?: string;
  onClose: () => void;
}) {
  const text = feedback?.trim();
  return (
    <Dialog
      title={`Feedback on ${className}`}
      onClose={onClose}
      actions={
        <Button data-autofocus onClick={onClose}>
          Close
        </Button>
      }
    >
      <FeedbackText>{text || NO_FEEDBACK}</FeedbackText>
    </Dialog>
  );
}
