import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../button';
import { Input, Label } from '../form.styles';
import { useDebouncedField } from './use-debounced-field';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.75rem;
  margin-top: 1.5rem;
`;

const Where = styled.p`
  font-weight: 600;
`;

export interface PagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** Names the navigation landmark, e.g. "Users pages" (a page may have more than one list). */
  label?: string;
}

/** "Page 2 of 50" between Previous and Next. From past the last page, Previous goes to the last one. */
export function PagerView({ page, pageCount, onPage, label = 'Pagination' }: PagerProps) {
  return (
    <Nav aria-label={label}>
      <Button $variant="secondary" disabled={page <= 1} onClick={() => onPage(Math.min(page - 1, pageCount))}>
        Previous page
      </Button>
      <Where aria-current="page">
        Page {page} of {pageCount}
      </Where>
      <Button $variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next page
      </Button>
    </Nav>
  );
}

const Field = styled.div`
  display: grid;
  gap: 0.375rem;
  flex: 1 1 16rem;
  min-width: 0;
`;

export interface SearchFieldProps {
  label: string;
  /** The search in force (e.g. from the URL); the field follows it when it changes from outside. */
  value: string;
  /** Called with the trimmed text once typing pauses, or at once on Enter. */
  onSearch: (text: string) => void;
  placeholder?: string;
  maxLength?: number;
}

const sameSearch = (draft: string, committed: string) => draft.trim() === committed;

/** A labelled search box that searches once typing pauses, so a long list is not asked again per keystroke. */
export function SearchFieldView({ label, value, onSearch, placeholder, maxLength }: SearchFieldProps) {
  const id = useId();
  const [draft, setDraft] = useDebouncedField(value, (text) => onSearch(text.trim()), sameSearch);
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="search"
        placeholder={placeholder}
        maxLength={maxLength}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(draft.trim());
        }}
      />
    </Field>
  );
}
