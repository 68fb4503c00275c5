import { useState } from 'react';
import styled from 'styled-components';
import { CLASS_EDIT_LIMITS, type ClassEditDto, type ClassEditFields } from '@classhub/contracts';
import { Button, CardActions, DateTime, formatDateTime, formatPrice, toast } from '@classhub/ui';
import { apiErrorMessage } from '@classhub/web-api';
import { NoteDialog } from '../../shared/note-dialog';
import { useApproveClassEditMutation, useDenyClassEditMutation, useListClassEditsQuery } from './class-decisions.api';

const Section = styled.section`
  margin-bottom: 1.5rem;
`;

const Edit = styled.article`
  padding: 1rem;
  margin-bottom: 0.75rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  overflow-wrap: anywhere;
`;

const Changes = styled.dl`
  display: grid;
  grid-template-columns: minmax(6rem, max-content) 1fr;
  gap: 0.25rem 0.75rem;
  margin: 0.75rem 0;
  dd {
    margin: 0;
    white-space: pre-line;
  }
`;

const sessionsText = (fields: ClassEditFields) =>
  (fields.sessions ?? [])
    .map((session) => `${formatDateTime(session.startsAt)} (${session.durationMinutes} min)`)
    .join('\n') || 'none';

/** Each field an edit can change, as shown side by side. */
const FIELDS: Array<[string, (fields: ClassEditFields) => string]> = [
  ['Name', (fields) => fields.className],
  ['Image', (fields) => fields.classImage],
  ['Seats in all', (fields) => String(fields.availableSeats)],
  ['Price', (fields) => formatPrice(fields.price)],
  ['Description', (fields) => fields.description ?? ''],
  ["What you'll learn", (fields) => fields.learningOutcomes ?? ''],
  ['Time zone', (fields) => fields.timeZone ?? ''],
  ['Joining link', (fields) => fields.meetingUrl ?? ''],
  ['Sessions', sessionsText],
];

function EditChanges({ edit }: { edit: ClassEditDto }) {
  const changed = FIELDS.filter(([, show]) => show(edit.current) !== show(edit.proposed));
  if (changed.length === 0) return <p>Nothing changes.</p>;
  return (
    <Changes aria-label={`Changes to ${edit.className}`}>
      {changed.map(([label, show]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>
            {show(edit.current) || '(empty)'} → {show(edit.proposed) || '(empty)'}
          </dd>
        </div>
      ))}
    </Changes>
  );
}

function PendingEdit({ edit }: { edit: ClassEditDto }) {
  const [approve, { isLoading }] = useApproveClassEditMutation();
  const [deny] = useDenyClassEditMutation();
  const [denying, setDenying] = useState(false);
  const titleId = `edit-${edit.id}`;
  return (
    <Edit aria-labelledby={titleId}>
      <h3 id={titleId}>
        {edit.className} by {edit.instructorName}
      </h3>
      <p>
        Sent <DateTime iso={edit.submittedAt} />
      </p>
      <EditChanges edit={edit} />
      <CardActions>
        <Button
          disabled={isLoading}
          aria-describedby={titleId}
          onClick={() =>
            void approve({ id: edit.classId })
              .unwrap()
              .then(() => toast.success('Edit approved', `${edit.className} shows the changes now.`))
              .catch((error: unknown) =>
                toast.error(`Could not approve the edit of ${edit.className}`, apiErrorMessage(error)),
              )
          }
        >
          Approve edit
        </Button>
        <Button $variant="secondary" aria-describedby={titleId} onClick={() => setDenying(true)}>
          Deny edit
        </Button>
      </CardActions>
      {denying ? (
        <NoteDialog
          title={`Deny the edit of ${edit.className}?`}
          label="Reason (mailed to the instructor)"
          submitLabel="Deny edit"
          required="Give a reason"
          maxLength={CLASS_EDIT_LIMITS.reasonMax}
          onClose={() => setDenying(false)}
          onSubmit={async (reason) => {
            try {
              await deny({ id: edit.classId, reason }).unwrap();
              toast.success('Edit denied', `${edit.className} stays on sale as it was.`);
              return null;
            } catch (error) {
              return apiErrorMessage(error);
            }
          }}
        >
          <p>The class stays on sale as it was approved.</p>
        </NoteDialog>
      ) : null}
    </Edit>
  );
}

/** 'Edits waiting for review' on Manage Classes (decision 0041): old → new per field, approve or deny each. */
export function PendingEdits() {
  const { data: edits } = useListClassEditsQuery();
  if (!edits || edits.length === 0) return null;
  return (
    <Section aria-labelledby="pending-edits">
      <h2 id="pending-edits">Edits waiting for review: {edits.length}</h2>
      {edits.map((edit) => (
        <PendingEdit key={edit.id} edit={edit} />
      ))}
    </Section>
  );
}
