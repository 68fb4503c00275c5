import { useCallback, useId } from 'react';
import styled from 'styled-components';
import { CLASS_STATUS_LABELS, CLASS_STATUSES, type ClassStatus } from '@classhub/contracts';
import { useSearchParams } from '@classhub/routing';
import { Label, Select } from '@classhub/ui';

const Field = styled.div`
  display: grid;
  gap: 0.375rem;
  max-width: 14rem;
  margin-bottom: 1.25rem;
`;

/**
 * My Classes' status filter as kept in the URL (`?status=pending`), so reload and Back keep it; an unknown status (an
 * old link) shows every class rather than an error.
 */
export function useStatusFilter() {
  const [params, setParams] = useSearchParams();
  const value = params.get('status');
  const status = CLASS_STATUSES.find((known) => known === value);
  const setStatus = useCallback(
    (next: ClassStatus | undefined) =>
      setParams((previous) => {
        const changed = new URLSearchParams(previous);
        if (next) changed.set('status', next);
        else changed.delete('status');
        return changed;
      }),
    [setParams],
  );
  return [status, setStatus] as const;
}

export interface StatusFilterProps {
  status: ClassStatus | undefined;
  onChange: (status: ClassStatus | undefined) => void;
}

/** "Status: All / Pending / Approved / Denied" above the instructor's classes. */
export function StatusFilter({ status, onChange }: StatusFilterProps) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>Status</Label>
      <Select
        id={id}
        value={status ?? ''}
        onChange={(event) => onChange(CLASS_STATUSES.find((known) => known === event.target.value))}
      >
        <option value="">All</option>
        {CLASS_STATUSES.map((value) => (
          <option key={value} value={value}>
            {CLASS_STATUS_LABELS[value]}
          </option>
        ))}
      </Select>
    </Field>
  );
}
