import { formatDate, formatDateLong } from './format-date';

/** A date in the spec's format, machine-readable and with AM/PM on hover. */
export function DateTime({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatDateLong(iso)}>
      {formatDate(iso)}
    </time>
  );
}
