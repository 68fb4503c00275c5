import { isClassFull, type SelectedClassDto } from '@classhub/contracts';
import { useLiveSeats } from '@classhub/web-query';
import { ClassName, Muted, Summary } from './payment-page.styles';

/** Which class is being paid for, with its seats as they are now (decision 0039). */
export function ClassSummary({ item: selected }: { item: SelectedClassDto }) {
  const item = useLiveSeats(selected, selected.classId);
  return (
    <Summary>
      <img src={item.classImage} alt="" width={96} height={72} />
      <div>
        <ClassName>{item.className}</ClassName>
        <Muted>by {item.instructorName}</Muted>
        <Muted>
          {isClassFull(item) ? 'Class full' : `Available seats: ${item.availableSeats}`} · Enrolled: {item.enrolled}
        </Muted>
      </div>
    </Summary>
  );
}
