/** The detail page of one class (mf-catalog's `/classes/:id`). */
export function classDetailPath(id: string): string {
  return `/classes/${encodeURIComponent(id)}`;
}
