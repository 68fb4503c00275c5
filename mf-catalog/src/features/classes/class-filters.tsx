import { useCallback, useId } from 'react';
import { CLASS_LIMITS, CLASS_SORTS } from '@classhub/contracts';
import { normalizePrice, isClassSort, SORT_LABELS, type CatalogQuery } from './catalog-query';
import { useDebouncedField } from '@classhub/ui';
import type { CatalogQueryChange } from './use-catalog-query';
import { CheckboxField, Field, FieldError, Form, SearchField } from './class-filters.styles';

export const PRICE_FORMAT_MESSAGE = 'Enter a price such as 10 or 19.99';
export const PRICE_RANGE_MESSAGE = 'Min price cannot be above max price';

const sameText = (draft: string, committed: string) => draft.trim() === committed;
const samePrice = (draft: string, committed: string) => normalizePrice(draft) === committed;

function aboveMax(min: string | null, max: string | null): boolean {
  return !!min && !!max && Number(min) > Number(max);
}

export interface ClassFiltersProps {
  query: CatalogQuery;
  onChange: (change: CatalogQueryChange) => void;
}

/** Search, price range, free seats and sort of /classes; typed text is applied once typing pauses. */
export function ClassFilters({ query, onChange }: ClassFiltersProps) {
  const ids = { q: useId(), min: useId(), max: useId(), sort: useId(), error: useId() };

  const commitQ = useCallback((text: string) => onChange({ changes: { q: text.trim() }, replace: true }), [onChange]);
  const [qDraft, setQDraft] = useDebouncedField(query.q, commitQ, sameText);

  // A price that is not a price, or a range that cannot match, stays in the field with a message and is not sent.
  const commitMin = useCallback(
    (text: string) => {
      const minPrice = normalizePrice(text);
      if (minPrice !== null && !aboveMax(minPrice, query.maxPrice)) onChange({ changes: { minPrice }, replace: true });
    },
    [onChange, query.maxPrice],
  );
  const commitMax = useCallback(
    (text: string) => {
      const maxPrice = normalizePrice(text);
      if (maxPrice !== null && !aboveMax(query.minPrice, maxPrice)) onChange({ changes: { maxPrice }, replace: true });
    },
    [onChange, query.minPrice],
  );
  const [minDraft, setMinDraft] = useDebouncedField(query.minPrice, commitMin, samePrice);
  const [maxDraft, setMaxDraft] = useDebouncedField(query.maxPrice, commitMax, samePrice);

  const min = normalizePrice(minDraft);
  const max = normalizePrice(maxDraft);
  const error = min === null || max === null ? PRICE_FORMAT_MESSAGE : aboveMax(min, max) ? PRICE_RANGE_MESSAGE : null;

  return (
    <Form role="search" aria-label="Search and filter classes" onSubmit={(event) => event.preventDefault()}>
      <SearchField>
        <label htmlFor={ids.q}>Search classes</label>
        <input
          id={ids.q}
          type="search"
          placeholder="Class or instructor name"
          maxLength={CLASS_LIMITS.searchMax}
          value={qDraft}
          onChange={(event) => setQDraft(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches at once instead of waiting for the pause (the form has no submit button to do it).
            if (event.key === 'Enter') commitQ(qDraft);
          }}
        />
      </SearchField>
      <Field>
        <label htmlFor={ids.min}>Min price ($)</label>
        <input
          id={ids.min}
          inputMode="decimal"
          autoComplete="off"
          value={minDraft}
          aria-invalid={min === null || error === PRICE_RANGE_MESSAGE}
          aria-describedby={error ? ids.error : undefined}
          onChange={(event) => setMinDraft(event.target.value)}
        />
      </Field>
      <Field>
        <label htmlFor={ids.max}>Max price ($)</label>
        <input
          id={ids.max}
          inputMode="decimal"
          autoComplete="off"
          value={maxDraft}
          aria-invalid={max === null || error === PRICE_RANGE_MESSAGE}
          aria-describedby={error ? ids.error : undefined}
          onChange={(event) => setMaxDraft(event.target.value)}
        />
      </Field>
      <Field>
        <label htmlFor={ids.sort}>Sort by</label>
        <select
          id={ids.sort}
          value={query.sort}
          onChange={(event) => {
            const sort = event.target.value;
            if (isClassSort(sort)) onChange({ changes: { sort } });
          }}
        >
          {CLASS_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </Field>
      <CheckboxField>
        <input
          type="checkbox"
          checked={query.available}
          onChange={(event) => onChange({ changes: { available: event.target.checked } })}
        />
        Only classes with free seats
      </CheckboxField>
      {error ? (
        <FieldError id={ids.error} role="alert">
          {error}
        </FieldError>
      ) : null}
    </Form>
  );
}
