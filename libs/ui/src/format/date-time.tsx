import { formatDateTime } from './format-date';

/** A moment in the one display format, machine-readable for assistive technology and scripts. */
export function DateTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}
