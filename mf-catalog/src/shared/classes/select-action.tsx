import { useId } from 'react';
import styled from 'styled-components';
import type { ClassDto } from '@classhub/contracts';
import { Badge, Button, ButtonLink } from '@classhub/ui';
import type { SelectState } from './use-select-class';

export const MY_SELECTED_PATH = '/dashboard/myselectedclass';
export const MY_ENROLLED_PATH = '/dashboard/myenrolledclass';

const Owned = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 0.75rem;
`;

const Reason = styled.p`
  margin-top: 0.5rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * The Select spot of a class (a card or the detail page). A class the student already picked or paid for says so,
 * with the way to it, rather than offer a Select that could only fail; a Select disabled for a role says why.
 */
export function SelectAction({
  cls,
  state,
  onSelect,
  describedBy,
}: {
  cls: ClassDto;
  state: SelectState;
  onSelect: (cls: ClassDto) => void;
  describedBy?: string;
}) {
  const reasonId = useId();
  if (state.kind === 'enrolled') {
    return (
      <Owned>
        <Badge $tone="success">Enrolled</Badge>
        <ButtonLink to={MY_ENROLLED_PATH} $variant="secondary" aria-label={`${cls.className}: see my enrolled classes`}>
          My enrolled classes
        </ButtonLink>
      </Owned>
    );
  }
  if (state.kind === 'selected') {
    return (
      <Owned>
        <Badge $tone="primary">Selected</Badge>
        <ButtonLink
          to={MY_SELECTED_PATH}
          $variant="secondary"
          aria-label={`Go to my selected classes: ${cls.className}`}
        >
          Go to my selected classes
        </ButtonLink>
      </Owned>
    );
  }
  const describedByIds = [describedBy, state.reason ? reasonId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <Button
        disabled={state.disabled}
        onClick={() => onSelect(cls)}
        aria-describedby={describedByIds}
        title={state.reason ?? undefined}
      >
        Select
      </Button>
      {state.reason ? <Reason id={reasonId}>{state.reason}</Reason> : null}
    </>
  );
}
