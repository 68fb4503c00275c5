/**
 * An ILIKE pattern matching `text` anywhere. `%`, `_` and `\` typed in a search box are letters, not wildcards: a
 * search for "50%" finds "50%" and not "500".
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
