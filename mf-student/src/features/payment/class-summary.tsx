import type { SelectedClassDto } from '@classhub/contracts';
import { ClassName, Muted, Summary } from './payment-page.styles';

/** Which class is being paid for. */
export function ClassSummary({ item }: { item: SelectedClassDto }) {
  return (
    <Summary>
      <img src={item.classImage} alt="" width={96} height={72} />
      <div>
        <ClassName>{item.className}</ClassName>
        <Muted>by {item.instructorName}</Muted>
      </div>
    </Summary>
  );
}
