/**
 * The gateway's shared cache of public answers (decision 0025, item 11). A service marks an answer the gateway may
 * keep with `Surrogate-Control: max-age=<s>` and names what it depends on in `Surrogate-Key` (space-separated keys,
 * as CDNs read them); both headers stop at the gateway. When that data changes the service publishes the keys on its
 * purge subject, and every gateway drops the answers tagged with them.
 */
export const SURROGATE_CONTROL_HEADER = 'surrogate-control';
export const SURROGATE_KEY_HEADER = 'surrogate-key';

/**
 * Core NATS, never stored: a purge is only worth something to a gateway that is listening now (one that was not
 * empties its cache when it reconnects). Outside the `<namespace>.>` event stream on purpose.
 */
export function edgePurgeSubject(namespace: string, service: string): string {
  return `edge.${namespace}.${service}.purge`;
}

/** What a gateway subscribes to: every service's purges in its namespace. */
export function edgePurgeWildcard(namespace: string): string {
  return `edge.${namespace}.*.purge`;
}

/** The service a purge subject belongs to (`edge.<namespace>.<service>.purge`). */
export function serviceOfEdgePurge(subject: string): string {
  return subject.split('.')[2] ?? '';
}

/**
 * Surrogate keys as text: space-separated, the same in the `Surrogate-Key` header and in a purge's payload (where no
 * key at all means every answer of that service).
 */
export function formatSurrogateKeys(keys: readonly string[]): string {
  return keys.join(' ');
}

export function parseSurrogateKeys(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/** RFC 9110 §13.1.2: `*` or a list of entity tags, compared weakly (W/ ignored). */
export function ifNoneMatchNames(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const wanted = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === wanted;
  });
}
