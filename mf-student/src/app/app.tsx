import { Route, Routes } from '@classhub/routing';
import { ErrorPage } from '@classhub/ui';
import { EnrolledClassesPage } from '../features/enrolled-classes/enrolled-classes-page';
import { PaymentHistoryPage } from '../features/payment-history/payment-history-page';
import { PaymentPage } from '../features/payment/payment-page';
import { ReceiptPage } from '../features/receipt/receipt-page';
import { SelectedClassesPage } from '../features/selected-classes/selected-classes-page';
import { StudentHomePage } from '../features/student-home/student-home-page';
import { WaitlistPage } from '../features/waitlist/waitlist-page';

/** Exposed as `mf_student/App`: the student dashboard pages. The shell mounts it for /dashboard/studenthome, /dashboard/myselectedclass, /dashboard/myenrolledclass, /dashboard/paymenthistory, /dashboard/payment/*, /dashboard/receipt/*, /dashboard/waitlist, inside its dashboard frame and guard. */
export default function StudentApp() {
  return (
    <Routes>
      <Route path="/dashboard/studenthome" element={<StudentHomePage />} />
      <Route path="/dashboard/myselectedclass" element={<SelectedClassesPage />} />
      <Route path="/dashboard/myenrolledclass" element={<EnrolledClassesPage />} />
      <Route path="/dashboard/paymenthistory" element={<PaymentHistoryPage />} />
      <Route path="/dashboard/payment/:id" element={<PaymentPage />} />
      <Route path="/dashboard/receipt/:id" element={<ReceiptPage />} />
      <Route path="/dashboard/waitlist" element={<WaitlistPage />} />
      <Route path="*" element={<ErrorPage />} />
    </Routes>
  );
}
