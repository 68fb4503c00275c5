import { useId } from 'react';
import styled from 'styled-components';
import { Label, SearchField, Select } from '@classhub/ui';
import { SEARCH_MAX } from './use-list-query';

const Bar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.75rem 1rem;
  margin-bottom: 1.25rem;
`;

const FilterField = styled.div`
  display: grid;
  gap: 0.375rem;
  flex: 0 1 12rem;
`;

export interface ListFiltersProps<F extends string> {
  /** Names the search landmark, e.g. "Search and filter users". */
  label: string;
  searchLabel: string;
  placeholder: string;
  q: string;
  onSearch: (q: string) => void;
  filterLabel: string;
  /** The choices after "All", with how they are shown. */
  filterOptions: readonly { value: F; label: string }[];
  filter: F | undefined;
  onFilter: (filter: F | undefined) => void;
}

/** A long list's search box (applied once typing pauses) and its one filter (applied at once). */
export function ListFilters<F extends string>({
  label,
  searchLabel,
  placeholder,
  q,
  onSearch,
  filterLabel,
  filterOptions,
  filter,
  onFilter,
}: ListFiltersProps<F>) {
  const filterId = useId();
  return (
    <Bar role="search" aria-label={label} onSubmit={(event) => event.preventDefault()}>
      <SearchField label={searchLabel} placeholder={placeholder} maxLength={SEARCH_MAX} value={q} onSearch={onSearch} />
      <FilterField>
        <Label htmlFor={filterId}>{filterLabel}</Label>
        <Select
          id={filterId}
          value={filter ?? ''}
          onChange={(event) => onFilter(filterOptions.find(({ value }) => value === event.target.value)?.value)}
        >
          <option value="">All</option>
          {filterOptions.map(({ value, label: optionLabel }) => (
            <option key={value} value={value}>
              {optionLabel}
            </option>
          ))}
        </Select>
      </FilterField>
    </Bar>
  );
}
