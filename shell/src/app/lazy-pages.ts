import { lazy } from 'react';
import {
  loadForgotPasswordPage,
  loadLoginPage,
  loadProfilePage,
  loadRegisterPage,
  loadResetPasswordPage,
  loadUpdateProfilePage,
  loadVerifyEmailPage,
} from './page-chunks';

// The shell's own pages, each in a chunk of its own: a visitor of the home page does not download the sign-in and
// profile forms (and their form and validation libraries) nor the dashboard's frame, and a signed-in student does not
// download the login page.
export const LoginPage = lazy(() => loadLoginPage().then((module) => ({ default: module.LoginPage })));
export const RegisterPage = lazy(() => loadRegisterPage().then((module) => ({ default: module.RegisterPage })));
export const ForgotPasswordPage = lazy(() =>
  loadForgotPasswordPage().then((module) => ({ default: module.ForgotPasswordPage })),
);
export const ResetPasswordPage = lazy(() =>
  loadResetPasswordPage().then((module) => ({ default: module.ResetPasswordPage })),
);
export const VerifyEmailPage = lazy(() =>
  loadVerifyEmailPage().then((module) => ({ default: module.VerifyEmailPage })),
);
export const ProfilePage = lazy(() => loadProfilePage().then((module) => ({ default: module.ProfilePage })));
export const UpdateProfilePage = lazy(() =>
  loadUpdateProfilePage().then((module) => ({ default: module.UpdateProfilePage })),
);

/**
 * The signed-in frame of /dashboard/*, asked for when the shell first renders a dashboard page, not with the entry as
 * /login's and /register's are: it waits for the session check, which starts at that moment too. Loaded only from
 * here, its chunk holds nothing the bootstrap already has.
 */
const loadDashboardArea = () => import(/* webpackChunkName: "dashboard" */ '../features/dashboard/dashboard-area');
export const DashboardArea = lazy(() => loadDashboardArea().then((module) => ({ default: module.DashboardArea })));
export const DashboardIndex = lazy(() => loadDashboardArea().then((module) => ({ default: module.DashboardIndex })));
