import { isClassFull, type SelectedClassDto } from '@classhub/contracts';
import { DateTime } from '@classhub/ui';
import { useLiveSeats } from '@classhub/web-query';
import { useKeptSeat } from '../../shared/use-kept-seat';
import { ClassName, Muted, Summary } from './payment-page.styles';

/**
 * Which class is being paid for, with its seats as they are now (decision 0039), or, for the student a seat of a full
 * class is kept for (decision 0038), until when it is theirs.
 */
export function ClassSummary({ item: selected }: { item: SelectedClassDto }) {
  const item = useLiveSeats(selected, selected.classId);
  const keptUntil = useKeptSeat(selected.classId);
  const full = isClassFull(item);
  const seats =
    full && keptUntil ? (
      <>
        A seat is kept for you until <DateTime iso={keptUntil} />
      </>
    ) : full ? (
      'Class full'
    ) : (
      `Available seats: ${item.availableSeats}`
    );
  return (
    <Summary>
      <img src={item.classImage} alt="" width={96} height={72} />
      <div>
        <ClassName>{item.className}</ClassName>
        <Muted>by {item.instructorName}</Muted>
        <Muted>
          {seats} · Enrolled: {item.enrolled}
        </Muted>
      </div>
    </Summary>
  );
}
