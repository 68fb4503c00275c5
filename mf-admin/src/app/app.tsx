import { lazy } from 'react';
import { Route, Routes } from '@classhub/routing';
import { ErrorPage, PageSuspense } from '@classhub/ui';
import { AdminHomePage } from '../features/admin-home/admin-home-page';
import { ManageClassesPage } from '../features/manage-classes/manage-classes-page';
import { MessagesPage } from '../features/messages/messages-page';
import { ManageUsersPage } from '../features/users/manage-users-page';

// Chunks of their own: the codes' and the transactions' pages are seldom opened, and Manage Classes' first load stays
// within its budget.
const CouponsPage = lazy(() =>
  import(/* webpackChunkName: "coupons-page" */ '../features/coupons/coupons-page').then((module) => ({
    default: module.CouponsPage,
  })),
);
const TransactionsPage = lazy(() =>
  import(/* webpackChunkName: "transactions-page" */ '../features/transactions/transactions-page').then((module) => ({
    default: module.TransactionsPage,
  })),
);

// The audit log (decision 0045): seldom opened, a chunk of its own.
const AuditLogPage = lazy(() =>
  import(/* webpackChunkName: "audit-log-page" */ '../features/audit/audit-log-page').then((module) => ({
    default: module.AuditLogPage,
  })),
);

/** Exposed as `mf_admin/App`: the admin dashboard pages. The shell mounts it for /dashboard/adminhome, /dashboard/manageusers, /dashboard/manageclasses, /dashboard/messages, /dashboard/transactions, /dashboard/managecoupons and /dashboard/audit, inside its dashboard frame and admin guard. */
export default function AdminApp() {
  return (
    <Routes>
      <Route path="/dashboard/adminhome" element={<AdminHomePage />} />
      <Route path="/dashboard/manageusers" element={<ManageUsersPage />} />
      <Route path="/dashboard/manageclasses" element={<ManageClassesPage />} />
      <Route path="/dashboard/messages" element={<MessagesPage />} />
      <Route
        path="/dashboard/transactions"
        element={
          <PageSuspense>
            <TransactionsPage />
          </PageSuspense>
        }
      />
      <Route
        path="/dashboard/managecoupons"
        element={
          <PageSuspense>
            <CouponsPage />
          </PageSuspense>
        }
      />
      <Route
        path="/dashboard/audit"
        element={
          <PageSuspense>
            <AuditLogPage />
          </PageSuspense>
        }
      />
      <Route path="*" element={<ErrorPage />} />
    </Routes>
  );
}
