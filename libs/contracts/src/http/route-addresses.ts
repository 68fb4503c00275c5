// Generated from ROUTES by `npx nx run @classhub/contracts:route-addresses`: declare a route in its owner's
// src/<owner>/<owner>.routes.ts, then regenerate. route-addresses.spec.ts fails while this file differs from them.
import type { ROUTES } from './api-routes.js';

type Routes = typeof ROUTES;

/**
 * Every route's method and path by name, without its schemas: what a page needs to build a request, at a fraction of
 * the weight of ROUTES. The compiler holds each entry to its declaration as well.
 */
export const ROUTE_ADDRESSES = {
  issueAccessToken: { method: 'POST', path: '/jwt' },
  listUsers: { method: 'GET', path: '/users' },
  confirmUser: { method: 'POST', path: '/users' },
  makeAdmin: { method: 'PATCH', path: '/users/admin/:id' },
  makeInstructor: { method: 'PATCH', path: '/users/instructor/:id' },
  getAdminFlag: { method: 'GET', path: '/users/admin/:email' },
  getInstructorFlag: { method: 'GET', path: '/users/instructor/:email' },
  getProfileByEmail: { method: 'GET', path: '/userprofile/:email' },
  getProfileById: { method: 'GET', path: '/getprofileinfo/:id' },
  updateProfile: { method: 'PUT', path: '/updateprofile/:id' },
  listInstructors: { method: 'GET', path: '/instructors' },
  listPopularInstructors: { method: 'GET', path: '/popularinstructors' },
  register: { method: 'POST', path: '/auth/register' },
  login: { method: 'POST', path: '/auth/login' },
  logout: { method: 'POST', path: '/auth/logout' },
  getSession: { method: 'GET', path: '/auth/session' },
  getAuthProviders: { method: 'GET', path: '/auth/providers' },
  startGoogleSignIn: { method: 'GET', path: '/auth/google/start' },
  finishGoogleSignIn: { method: 'GET', path: '/auth/google/callback' },
  getJwks: { method: 'GET', path: '/.well-known/jwks.json' },
  uploadProfilePicture: { method: 'POST', path: '/media/users' },
  getProfilePicture: { method: 'GET', path: '/media/users/:file' },
  sendContactMessage: { method: 'POST', path: '/contact' },
  listContactMessages: { method: 'GET', path: '/contact-messages' },
  markContactMessage: { method: 'PATCH', path: '/contact-messages/:id' },
  listApprovedClasses: { method: 'GET', path: '/approvedclass' },
  listClasses: { method: 'GET', path: '/classes' },
  listInstructorClasses: { method: 'GET', path: '/classes/:email' },
  addClass: { method: 'POST', path: '/classes' },
  approveClass: { method: 'PATCH', path: '/classe/approved/:id' },
  denyClass: { method: 'PATCH', path: '/classe/denied/:id' },
  sendClassFeedback: { method: 'PUT', path: '/feedback/:id' },
  updateClassSeats: { method: 'PUT', path: '/updateClass/:id' },
  listPopularClasses: { method: 'GET', path: '/popularclass' },
  getClassDetail: { method: 'GET', path: '/classes/:id/detail' },
  uploadClassImage: { method: 'POST', path: '/media/classes' },
  getClassImage: { method: 'GET', path: '/media/classes/:file' },
  selectClass: { method: 'POST', path: '/selected' },
  listSelectedClasses: { method: 'GET', path: '/selected/:email' },
  getSelectedClass: { method: 'GET', path: '/select/:id' },
  removeSelectedClass: { method: 'DELETE', path: '/selected/:id' },
  createPaymentIntent: { method: 'POST', path: '/create-payment-intent' },
  extendPaymentIntent: { method: 'POST', path: '/extend-payment-intent' },
  recordPayment: { method: 'POST', path: '/payment' },
  listStudentPayments: { method: 'GET', path: '/payment' },
  listInstructorPayments: { method: 'GET', path: '/instructorpayment' },
  listAllPayments: { method: 'GET', path: '/allpayment' },
  getPaymentConfig: { method: 'GET', path: '/payment-config' },
  confirmTestCard: { method: 'POST', path: '/test-provider/confirm' },
  enrolFree: { method: 'POST', path: '/enrol-free' },
  receiveStripeWebhook: { method: 'POST', path: '/webhooks/stripe' },
} as const satisfies { readonly [N in keyof Routes]: { readonly method: Routes[N]['method']; readonly path: Routes[N]['path'] } };
