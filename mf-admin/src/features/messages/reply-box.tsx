import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ACCOUNT_MESSAGES, type ContactMessageDto } from '@classhub/contracts';
import { Button, DateTime, FieldMessage, inputStyles, Label } from '@classhub/ui';
import { apiErrorMessage } from '@classhub/web-api';
import { useReplyToContactMessageMutation } from './api';

const Answered = styled.section`
  display: grid;
  gap: 0.35rem;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};

  p {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const Who = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

const ReplyForm = styled.form`
  display: grid;
  gap: 0.5rem;
`;

const TextArea = styled.textarea`
  ${inputStyles}
  min-height: 7rem;
  resize: vertical;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

// The server's rule (contactReplyRequestSchema), said before sending: an empty or one-letter reply is not sent.
function problemOf(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return ACCOUNT_MESSAGES.replyRequired;
  if (trimmed.length < 2) return ACCOUNT_MESSAGES.replyTooShort;
  return trimmed.length > 5000 ? ACCOUNT_MESSAGES.replyTooLong : null;
}

/**
 * The answer to a contact message: shown with who sent it and when once there is one, otherwise a reply box (decision
 * 0037). Identity keeps the reply with the message and notifications mails it to the sender.
 */
export function ReplyBox({ message }: { message: ContactMessageDto }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [reply, { isLoading }] = useReplyToContactMessageMutation();

  if (message.reply !== undefined)
    return (
      <Answered aria-label={`Reply to ${message.name}`}>
        <Who>
          Replied by {message.repliedBy ?? 'an admin'}
          {message.repliedAt ? (
            <>
              {' '}
              on <DateTime iso={message.repliedAt} />
            </>
          ) : null}
        </Who>
        <p>{message.reply}</p>
      </Answered>
    );

  if (!open)
    return (
      <Row>
        <Button onClick={() => setOpen(true)}>Reply</Button>
      </Row>
    );

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemOf(text);
    setProblem(found);
    if (found) return;
    try {
      await reply({ id: message._id, reply: text.trim() }).unwrap();
      setOpen(false);
    } catch (error) {
      setProblem(apiErrorMessage(error));
    }
  };

  return (
    <ReplyForm onSubmit={(event) => void send(event)} noValidate>
      <Label htmlFor={`${id}-reply`}>Your reply to {message.name} (mailed to them)</Label>
      <TextArea
        id={`${id}-reply`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
      />
      {problem ? (
        <FieldMessage id={`${id}-problem`} role="alert">
          {problem}
        </FieldMessage>
      ) : null}
      <Row>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Sending…' : 'Send reply'}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </Row>
    </ReplyForm>
  );
}
