import { PageContainer, PageHeader } from '@classhub/ui';

/** /dashboard/payment/:id — Please Proceed to Payment (spec §2). Its data arrives with the dashboard issues; no placeholder figures meanwhile. */
export function PaymentPage() {
  return (
    <PageContainer>
      <PageHeader title="Please Proceed to Payment" description="Pay for the class you selected by card." />
    </PageContainer>
  );
}
