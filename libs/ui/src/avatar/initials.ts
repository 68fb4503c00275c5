/** Up to two letters for a name: first and last word's initials ("Ada Lovelace" → "AL"), or a single word's first two. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words.at(0) ?? '?';
  const last = words.length > 1 ? (words.at(-1) ?? '') : '';
  return (last ? `${first.charAt(0)}${last.charAt(0)}` : first.slice(0, 2)).toUpperCase();
}
