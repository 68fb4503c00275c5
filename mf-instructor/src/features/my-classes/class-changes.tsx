import styled from 'styled-components';
import type { ClassDto, ClassEditDto } from '@classhub/contracts';
import { Badge, ButtonLink } from '@classhub/ui';

const Notes = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin-top: 0.75rem;
`;

// Keeps the line breaks the admin typed; long words wrap inside the card.
const Reason = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Where the Edit page of a class is (the Add A Class form, filled in). */
export const editPathOf = (myClassesPath: string, classId: string) => `${myClassesPath}/${classId}/edit`;

/**
 * What the instructor must know about a class's changes (decision 0041): cancelled, an edit waiting for review, an edit
 * denied (the admin's reason), or a denied class to fix and resubmit.
 */
export function ClassChanges({ cls, edit, editPath }: { cls: ClassDto; edit?: ClassEditDto; editPath: string }) {
  if (cls.cancelledAt)
    return (
      <Notes>
        <Badge $tone="danger">Cancelled</Badge>
        {cls.cancelReason ? <Reason>Reason: {cls.cancelReason}</Reason> : null}
      </Notes>
    );
  if (edit?.status === 'pending')
    return (
      <Notes>
        <Badge $tone="primary">Changes waiting for review</Badge>
        <Reason>The approved version stays on sale until an admin approves or denies your changes.</Reason>
      </Notes>
    );
  if (cls.status === 'denied')
    return (
      <Notes>
        <Reason>{cls.feedback ? `Not approved: ${cls.feedback}` : 'Not approved by the admin.'}</Reason>
        <ButtonLink to={editPath} $variant="secondary">
          Fix and resubmit
        </ButtonLink>
      </Notes>
    );
  if (edit?.status === 'denied')
    return (
      <Notes>
        <Badge $tone="muted">Changes not approved</Badge>
        {edit.reason ? <Reason>Reason: {edit.reason}</Reason> : null}
      </Notes>
    );
  return null;
}
