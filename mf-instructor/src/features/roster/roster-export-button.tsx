import { Button } from '@classhub/ui';
import { apiErrorMessage } from '@classhub/web-api';
import { useExportClassRosterMutation } from '../../api/roster.api';

/** Saves the text as a file: an object URL clicked as a download link, then let go. */
function saveFile(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** "Export CSV": the roster as the server writes it (cells escaped, formulas defused), saved under its file name. */
export function RosterExportButton({ classId }: { classId: string }) {
  const [exportCsv, { isLoading, error }] = useExportClassRosterMutation();
  return (
    <>
      <Button
        $variant="secondary"
        disabled={isLoading}
        onClick={() =>
          void exportCsv(classId)
            .unwrap()
            .then(({ csv, fileName }) => saveFile(csv, fileName))
            .catch(() => undefined)
        }
      >
        {isLoading ? 'Exporting…' : 'Export CSV'}
      </Button>
      {error ? <p role="alert">{apiErrorMessage(error, { tryAgain: true })}</p> : null}
    </>
  );
}
