import { useId, useState, type FormEvent } from 'react';
import { CLASS_LIMITS, CLASS_MESSAGES, type ClassDto } from '@classhub/contracts';
import { Button, Dialog, toast } from '@classhub/ui';
import { apiErrorMessage } from '@classhub/web-api';
import { useUpdateClassFeedbackMutation } from './api';
import { Counter, Form, Label, Problem, TextArea } from './feedback-dialog.styles';

export interface FeedbackDialogProps {
  cls: ClassDto;
  onClose: () => void;
}

/**
 * The admin's note to the instructor (docs/product.md#manage-classes), prefilled with the feedback already sent. On
 * failure it stays open with the text kept, so nothing typed is lost.
 */
export function FeedbackDialog({ cls, onClose }: FeedbackDialogProps) {
  const formId = useId();
  const fieldId = useId();
  const counterId = useId();
  const problemId = useId();
  const [feedback, setFeedback] = useState(cls.feedback ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [updateClassFeedback, { isLoading: sending }] = useUpdateClassFeedbackMutation();

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const text = feedback.trim();
    if (!text) {
      setProblem(CLASS_MESSAGES.feedbackRequired);
      return;
    }
    setProblem(null);
    try {
      const { modifiedCount } = await updateClassFeedback({ id: cls._id, feedback: text }).unwrap();
      if (modifiedCount > 0) {
        toast.success('Send!', 'Feedback has been send.');
        onClose();
      } else {
        setProblem('Nothing was changed. Reload the page and try again.');
      }
    } catch (error) {
      setProblem(apiErrorMessage(error));
    }
  };

  return (
    <Dialog
      title={`Feedback on “${cls.className}”`}
      onClose={onClose}
      actions={
        <>
          <Button type="submit" form={formId} disabled={sending}>
            Send Feedback
          </Button>
          <Button $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </>
      }
    >
      <Form id={formId} noValidate onSubmit={(event) => void send(event)}>
        <Label htmlFor={fieldId}>Feedback for {cls.instructorName}</Label>
        <TextArea
          id={fieldId}
          data-autofocus=""
          value={feedback}
          maxLength={CLASS_LIMITS.feedbackMax}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${problemId} ${counterId}` : counterId}
          onChange={(event) => setFeedback(event.target.value)}
        />
        <Counter id={counterId}>
          {feedback.length}/{CLASS_LIMITS.feedbackMax} characters
        </Counter>
        {problem ? (
          <Problem id={problemId} role="alert">
            {problem}
          </Problem>
        ) : null}
      </Form>
    </Dialog>
  );
}
