import { formatSessionStart, nextSession } from '@classhub/contracts';
import { Button } from '@classhub/ui';
import { apiErrorMessage } from '@classhub/web-api';
import { useDownloadClassCalendarMutation, useGetClassJoiningQuery } from './class-joining.api';

/** Saves the calendar text as a file: an object URL clicked as a download link, then let go. */
function saveCalendar(ics: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * An enrolment's next session (in the viewer's zone, the zone named), the class's joining link and "Add to calendar"
 * (decision 0040). The link is asked of the server, which gives it only to enrolled students.
 */
export function ClassJoining({ classId, className }: { classId: string; className: string }) {
  const { data, isLoading, isError, error } = useGetClassJoiningQuery(classId);
  const [download, calendar] = useDownloadClassCalendarMutation();
  if (isLoading) return <span>Loading…</span>;
  if (isError || !data) return <span role="alert">{apiErrorMessage(error)}</span>;
  const next = nextSession(data.sessions);
  return (
    <div>
      <p>
        {data.sessions.length === 0
          ? 'Self-paced'
          : next
            ? `Next session: ${formatSessionStart(next.startsAt)}`
            : 'All sessions are over'}
      </p>
      {data.meetingUrl ? (
        <p>
          <a href={data.meetingUrl} target="_blank" rel="noopener noreferrer">
            Join {className} online
          </a>
        </p>
      ) : null}
      {data.sessions.length > 0 ? (
        <Button
          $variant="secondary"
          disabled={calendar.isLoading}
          onClick={() =>
            void download(classId)
              .unwrap()
              .then(({ ics, fileName }) => saveCalendar(ics, fileName))
              .catch(() => undefined)
          }
        >
          Add to calendar
        </Button>
      ) : null}
      {calendar.error ? <p role="alert">{apiErrorMessage(calendar.error, { tryAgain: true })}</p> : null}
    </div>
  );
}
