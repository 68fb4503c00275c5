import { Route, Routes } from '@classhub/routing';
import { ErrorPage } from '@classhub/ui';
import { AdminHomePage } from '../features/admin-home/admin-home-page';
import { CouponsPage } from '../features/coupons/coupons-page';
import { ManageClassesPage } from '../features/manage-classes/manage-classes-page';
import { MessagesPage } from '../features/messages/messages-page';
import { TransactionsPage } from '../features/transactions/transactions-page';
import { ManageUsersPage } from '../features/users/manage-users-page';

/** Exposed as `mf_admin/App`: the admin dashboard pages. The shell mounts it for /dashboard/adminhome, /dashboard/manageusers, /dashboard/manageclasses, /dashboard/messages, /dashboard/transactions and /dashboard/managecoupons, inside its dashboard frame and admin guard. */
export default function AdminApp() {
  return (
    <Routes>
      <Route path="/dashboard/adminhome" element={<AdminHomePage />} />
      <Route path="/dashboard/manageusers" element={<ManageUsersPage />} />
      <Route path="/dashboard/manageclasses" element={<ManageClassesPage />} />
      <Route path="/dashboard/messages" element={<MessagesPage />} />
      <Route path="/dashboard/transactions" element={<TransactionsPage />} />
      <Route path="/dashboard/managecoupons" element={<CouponsPage />} />
      <Route path="*" element={<ErrorPage />} />
    </Routes>
  );
}
