import { useEffect, useState } from 'react';

/** How long typing must pause before the list is asked again. */
export const TYPING_DEBOUNCE_MS = 350;

/**
 * A text field whose value is committed (to the URL) once typing pauses. When the committed value changes from outside
 * (Back, 'Clear filters'), the field follows it. `commit` returns nothing and may refuse invalid text by ignoring it.
 */
export function useDebouncedField(
  committed: string,
  commit: (text: string) => void,
  isSame: (draft: string, committed: string) => boolean,
) {
  const [draft, setDraft] = useState(committed);
  const [lastCommitted, setLastCommitted] = useState(committed);

  // Adjusting state while rendering is React's recommended way to follow a changed prop without an extra pass.
  if (committed !== lastCommitted) {
    setLastCommitted(committed);
    if (!isSame(draft, committed)) setDraft(committed);
  }

  useEffect(() => {
    if (isSame(draft, committed)) return undefined;
    const timer = setTimeout(() => commit(draft), TYPING_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, committed, commit, isSame]);

  return [draft, setDraft] as const;
}
