import { formatDateTime, formatDateTimeLong } from '@classhub/ui';

/** A date in the spec's format, machine-readable and with AM/PM on hover. */
export function DateTime({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatDateTimeLong(iso)}>
      {formatDateTime(iso)}
    </time>
  );
}
