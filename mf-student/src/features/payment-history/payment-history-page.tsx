import { PageContainer, PageHeader } from '@classhub/ui';

/** /dashboard/paymenthistory — Payment History (spec §2). Its data arrives with the dashboard issues; no placeholder figures meanwhile. */
export function PaymentHistoryPage() {
  return (
    <PageContainer>
      <PageHeader title="Payment History" description="Every payment you have made on ClassHub." />
    </PageContainer>
  );
}
