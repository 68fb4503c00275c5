import { useParams } from '@classhub/routing';
import { PageContainer, PageHeader } from '@classhub/ui';
import { SignedIn } from '../../shared/signed-in';
import { checkoutApi } from './api';
import { Checkout } from './checkout';

/**
 * /dashboard/payment/:id — Please Proceed to Payment: pay for one selected class by card. A free class is joined
 * here too, and the page says so instead of asking for a payment.
 */
export function PaymentPage() {
  const { id = '' } = useParams();
  // Only reads what Checkout loads; asking here could run before the session is known.
  const { data: item } = checkoutApi.endpoints.getSelected.useQueryState(id);
  const free = item !== undefined && item.price <= 0 && !item.payment;
  return (
    <PageContainer>
      {free ? (
        <PageHeader
          title="Join This Free Class"
          description="The class you selected costs nothing: join it without a card."
        />
      ) : (
        <PageHeader title="Please Proceed to Payment" description="Pay for the class you selected by card." />
      )}
      <SignedIn>{(user) => <Checkout id={id} user={user} />}</SignedIn>
    </PageContainer>
  );
}
