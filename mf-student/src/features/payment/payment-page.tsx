import { useParams } from '@classhub/routing';
import { PageContainer, PageHeader } from '@classhub/ui';
import { SignedIn } from '../../shared/signed-in';
import { Checkout } from './checkout';

/** /dashboard/payment/:id — Please Proceed to Payment (spec §2, §5): pay for one selected class by card. */
export function PaymentPage() {
  const { id = '' } = useParams();
  return (
    <PageContainer>
      <PageHeader title="Please Proceed to Payment" description="Pay for the class you selected by card." />
      <SignedIn>{(user) => <Checkout id={id} user={user} />}</SignedIn>
    </PageContainer>
  );
}
