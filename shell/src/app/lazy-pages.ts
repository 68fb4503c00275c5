import { lazy } from 'react';

// The shell's own pages, each in a chunk of its own: a visitor of the home page does not download the sign-in and
// profile forms (and their form and validation libraries), and a signed-in student does not download the login page.
export const LoginPage = lazy(() => import('../features/auth/login-page').then((module) => ({ default: module.LoginPage })));
export const RegisterPage = lazy(() => import('../features/auth/register-page').then((module) => ({ default: module.RegisterPage })));
export const ProfilePage = lazy(() => import('../features/profile/profile-page').then((module) => ({ default: module.ProfilePage })));
export const UpdateProfilePage = lazy(() =>
  import('../features/profile/update-profile-page').then((module) => ({ default: module.UpdateProfilePage })),
);
