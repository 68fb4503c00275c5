import { ButtonLink } from '@classhub/ui';
import { Links } from './payment-page.styles';

/** Where a student goes once a class is paid for. */
export function PaidLinks() {
  return (
    <Links>
      <ButtonLink to="/dashboard/myenrolledclass">My Enrolled Classes</ButtonLink>
      <ButtonLink to="/dashboard/paymenthistory" $variant="secondary">
        Payment History
      </ButtonLink>
    </Links>
  );
}
