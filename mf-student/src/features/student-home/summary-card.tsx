import { useId, type ReactNode } from 'react';
import { SummaryCardBox, SummaryChange, SummaryTitle, SummaryValue } from './student-home.styles';

/** One of Student Home's three figures, with its real change when there is one (see payment-trend.ts). */
export function SummaryCard({ title, value, change }: { title: string; value: ReactNode; change?: string | null }) {
  const titleId = useId();
  return (
    <li>
      <SummaryCardBox aria-labelledby={titleId}>
        <SummaryTitle id={titleId}>{title}</SummaryTitle>
        <SummaryValue>{value}</SummaryValue>
        {change ? <SummaryChange>{change}</SummaryChange> : null}
      </SummaryCardBox>
    </li>
  );
}
