import { lazy } from 'react';
import { loadLoginPage, loadProfilePage, loadRegisterPage, loadUpdateProfilePage } from './page-chunks';

// The shell's own pages, each in a chunk of its own: a visitor of the home page does not download the sign-in and
// profile forms (and their form and validation libraries), and a signed-in student does not download the login page.
export const LoginPage = lazy(() => loadLoginPage().then((module) => ({ default: module.LoginPage })));
export const RegisterPage = lazy(() => loadRegisterPage().then((module) => ({ default: module.RegisterPage })));
export const ProfilePage = lazy(() => loadProfilePage().then((module) => ({ default: module.ProfilePage })));
export const UpdateProfilePage = lazy(() => loadUpdateProfilePage().then((module) => ({ default: module.UpdateProfilePage })));
