import { useId } from 'react';
import { Note, Panel, PanelTitle } from './instructor-home.styles';

/**
 * Where the instructor's sales go (spec §2: total sales value and ordered count, from GET /instructorpayment). The
 * payments service does not exist yet, so this says so instead of showing figures; wire its query in here when it does.
 */
export function SalesSection() {
  const titleId = useId();
  return (
    <Panel aria-labelledby={titleId}>
      <PanelTitle id={titleId}>Sales</PanelTitle>
      <Note>Your sales and orders will appear here once ClassHub takes payments for classes.</Note>
    </Panel>
  );
}
