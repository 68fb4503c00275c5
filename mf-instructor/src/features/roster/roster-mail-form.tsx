import { useState, type FormEvent } from 'react';
import { ROSTER_MAIL_LIMITS, ROSTER_MESSAGES } from '@classhub/contracts';
import { Button, Form, FormError, FormField, SubmitRow } from '@classhub/ui';
import { apiErrorMessage } from '@classhub/web-api';
import { useMailClassRosterMutation } from '../../api/roster.api';

const students = (count: number) => `${count} ${count === 1 ? 'student' : 'students'}`;

/** Why the fields cannot be sent yet, checked as the server does (it checks again). */
function problemsOf(subject: string, message: string): { subject?: string; message?: string } {
  return {
    subject: !subject.trim()
      ? ROSTER_MESSAGES.subjectRequired
      : subject.trim().length > ROSTER_MAIL_LIMITS.subject
        ? ROSTER_MESSAGES.subjectTooLong
        : undefined,
    message: !message.trim()
      ? ROSTER_MESSAGES.messageRequired
      : message.trim().length > ROSTER_MAIL_LIMITS.message
        ? ROSTER_MESSAGES.messageTooLong
        : undefined,
  };
}

/**
 * "Mail students": a plain-text message to every student enrolled in the class now, through notifications. The
 * server's refusal (too many mails, with when to try again) is shown as it says it.
 */
export function RosterMailForm({ classId, enrolledCount }: { classId: string; enrolledCount: number }) {
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [checked, setChecked] = useState(false);
  const [sent, setSent] = useState<number | null>(null);
  const [mail, { isLoading, error, reset }] = useMailClassRosterMutation();
  const problems = checked ? problemsOf(subject, message) : {};

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    setSent(null);
    const found = problemsOf(subject, message);
    if (found.subject || found.message) return;
    const answer = await mail({ classId, body: { subject, message } });
    if ('data' in answer && answer.data) {
      setSent(answer.data.recipients);
      setSubject('');
      setMessage('');
      setChecked(false);
    }
  }

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="roster-mail-heading">
      <h2 id="roster-mail-heading">Mail students</h2>
      <p>
        Goes to the {students(enrolledCount)} enrolled now, as plain text, naming this class and you; their replies come
        to your email.
      </p>
      <FormField
        label="Subject"
        value={subject}
        maxLength={ROSTER_MAIL_LIMITS.subject}
        error={problems.subject}
        onChange={(event) => {
          setSubject(event.target.value);
          reset();
        }}
      />
      <FormField
        multiline
        label="Message"
        value={message}
        maxLength={ROSTER_MAIL_LIMITS.message}
        error={problems.message}
        onChange={(event) => {
          setMessage(event.target.value);
          reset();
        }}
      />
      {error ? <FormError role="alert">{apiErrorMessage(error)}</FormError> : null}
      <p role="status">{sent !== null ? `Sent to ${students(sent)}` : ''}</p>
      <SubmitRow>
        <Button type="submit" disabled={isLoading || enrolledCount === 0}>
          {isLoading ? 'Sending…' : 'Send'}
        </Button>
      </SubmitRow>
    </Form>
  );
}
