import { API_PREFIX, PAYMENT_MESSAGES, ROUTES, type ClassPage } from '@classhub/contracts';
import { expect, type Browser, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { gatewayClient } from '../../tools/platform/gateway-client.mjs';
import { studentCheckout } from '../../tools/platform/student-checkout.mjs';
import { callRoute, createApprovedClass, eventually, signInApi, type ApiUser } from './api-client.js';
import { verificationToken } from './mail-inbox.js';
import { DEMO, DEMO_PASSWORD } from './session.js';

export type Who = 'visitor' | 'student' | 'instructor' | 'admin';
export const WHO: readonly Who[] = ['visitor', 'student', 'instructor', 'admin'];

export interface Route {
  path: string;
  who: Who;
  /** The page's h1, which tells that the page (not a loading state) is on screen. */
  heading: RegExp;
}

/**
 * The people the route checks sign in as. The student is a fresh one with the longest kind of email people have, one
 * class paid for and one selected, so every student table has rows and the catalogue shows a selected card.
 */
export interface Cast {
  student: ApiUser & { password: string; selectionId: string; paymentId: string };
  instructor: ApiUser;
  admin: ApiUser;
  /** The instructor's class the student paid for: its Edit and Roster pages have data to show. */
  classId: string;
}

const STUDENT_PASSWORD = 'Fresh#2026';

async function freshStudent(baseUrl: string): Promise<ApiUser> {
  const id = randomBytes(4).toString('hex');
  const email = `alexandra.konstantinopoulou.${id}@student-mail.university-of-example.test`;
  const name = `Alexandra Konstantinopoulou ${id}`;
  const registered = await callRoute(baseUrl, ROUTES.register, { body: { name, email, password: STUDENT_PASSWORD } });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  // The address is proved with the mailed link (decision 0037), so the student may pay for the class below.
  const confirmed = await callRoute(baseUrl, ROUTES.confirmEmailVerification, {
    body: { token: await verificationToken(email) },
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return signInApi(baseUrl, email, STUDENT_PASSWORD);
}

/**
 * Selects a class for the student; a class approved a moment ago may take a moment to reach payments' listings, which
 * until then do not know it (404) or still have it pending (409 "not open for enrolment").
 */
async function select(baseUrl: string, student: ApiUser, classId: string): Promise<string> {
  let insertedId = '';
  await eventually(async () => {
    const answer = await callRoute(baseUrl, ROUTES.selectClass, { token: student.token, body: { classId } });
    const notYetListed =
      answer.status === 404 ||
      (answer.status === 409 && (answer.body as { message?: string }).message === PAYMENT_MESSAGES.classNotApproved);
    if (answer.status !== 201 && !notYetListed)
      throw new Error(`select ${classId}: ${answer.status} ${JSON.stringify(answer.body)}`);
    insertedId = answer.body.insertedId;
    return answer.status === 201;
  }, `class ${classId} to be selectable`);
  return insertedId;
}

/**
 * The student buys a class made for the purpose and selects a demo class, so the demo classes' seats and the sales
 * other tests count (instructor2's) stay as those tests expect them.
 */
export async function prepareCast(baseUrl: string): Promise<Cast> {
  const [student, instructor, admin] = await Promise.all([
    freshStudent(baseUrl),
    signInApi(baseUrl, DEMO.instructor),
    signInApi(baseUrl, DEMO.admin),
  ]);
  const className = `Route Check ${randomBytes(3).toString('hex')}`;
  const bought = await createApprovedClass(baseUrl, instructor, admin, { className, availableSeats: 5, price: 18.5 });
  const paid = await studentCheckout(gatewayClient(baseUrl).call, student, await select(baseUrl, student, bought));
  expect(paid.outcome, paid.detail).toBe('paid');
  const [demo] = (
    (await callRoute(baseUrl, ROUTES.listApprovedClasses, { query: { page: '1', pageSize: '1', available: 'true' } }))
      .body as ClassPage
  ).items;
  const selectionId = await select(baseUrl, student, demo!._id);
  // The paid class's receipt page is one of the student's routes.
  const payments = await callRoute(baseUrl, ROUTES.listStudentPayments, {
    token: student.token,
    query: { email: student.email },
  });
  const paymentId = payments.body[0]!._id;
  return {
    student: { ...student, password: STUDENT_PASSWORD, selectionId, paymentId },
    instructor,
    admin,
    classId: bought,
  };
}

/** Every route of the product, each as someone who may open it; the pages every signed-in user has, for each role. */
export async function everyRoute(baseUrl: string, cast: Cast): Promise<Route[]> {
  const [cls] = (
    (await callRoute(baseUrl, ROUTES.listApprovedClasses, { query: { page: '1', pageSize: '1' } })).body as ClassPage
  ).items;
  const everyone: Omit<Route, 'who'>[] = [
    { path: '/', heading: /Welcome to ClassHub/ },
    { path: '/classes', heading: /All Classes/ },
    { path: `/classes/${cls!._id}`, heading: /./ },
    { path: '/instructors', heading: /Our Instructors/ },
    { path: '/no-such-page', heading: /Error/ },
  ];
  const signedIn = (who: Exclude<Who, 'visitor'>): Route[] => [
    { path: '/dashboard/userprofile', who, heading: /./ },
    { path: `/dashboard/updateprofile/${cast[who].id}`, who, heading: /Update/ },
    { path: '/dashboard/paymenthistory', who, heading: /Payment History/ },
  ];
  return [
    ...WHO.flatMap((who) => everyone.map((route) => ({ ...route, who }))),
    { path: '/login', who: 'visitor', heading: /Login Now/ },
    { path: '/register', who: 'visitor', heading: /Register Now/ },
    { path: '/forgot-password', who: 'visitor', heading: /Forgot password\?/ },
    { path: `/reset-password?token=${'A'.repeat(43)}`, who: 'visitor', heading: /Choose a new password/ },
    { path: '/dashboard/studenthome', who: 'student', heading: /Student Home/ },
    { path: '/dashboard/myselectedclass', who: 'student', heading: /My Selected Classes/ },
    { path: `/dashboard/payment/${cast.student.selectionId}`, who: 'student', heading: /Please Proceed to Payment/ },
    { path: '/dashboard/myenrolledclass', who: 'student', heading: /My Enrolled Classes/ },
    { path: '/dashboard/waitlist', who: 'student', heading: /My Waitlist/ },
    { path: `/dashboard/receipt/${cast.student.paymentId}`, who: 'student', heading: /Receipt/ },
    ...signedIn('student'),
    { path: '/dashboard/instructorhome', who: 'instructor', heading: /Instructor Home/ },
    { path: '/dashboard/myclasses', who: 'instructor', heading: /My Classes/ },
    { path: '/dashboard/addclasses', who: 'instructor', heading: /Add A Class/ },
    { path: '/dashboard/mycoupons', who: 'instructor', heading: /My Coupons/ },
    { path: `/dashboard/myclasses/${cast.classId}/edit`, who: 'instructor', heading: /^Edit Route Check / },
    { path: `/dashboard/myclasses/${cast.classId}/roster`, who: 'instructor', heading: /^Roster: Route Check / },
    ...signedIn('instructor'),
    { path: '/dashboard/adminhome', who: 'admin', heading: /Admin Home/ },
    { path: '/dashboard/manageusers', who: 'admin', heading: /Manage Users/ },
    { path: '/dashboard/manageclasses', who: 'admin', heading: /Manage Classes/ },
    { path: '/dashboard/messages', who: 'admin', heading: /Messages/ },
    { path: '/dashboard/transactions', who: 'admin', heading: /Transactions/ },
    { path: '/dashboard/managecoupons', who: 'admin', heading: /Coupons/ },
    { path: '/dashboard/audit', who: 'admin', heading: /Audit Log/ },
    ...signedIn('admin'),
  ];
}

/** A page for `who` in `theme`; motion reduced, so no slide or caption is caught half-faded. */
export async function pageFor(
  browser: Browser,
  baseURL: string,
  cast: Cast,
  who: Who,
  theme: 'light' | 'dark',
): Promise<Page> {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
  if (who !== 'visitor') {
    const password = who === 'student' ? cast.student.password : DEMO_PASSWORD;
    const answer = await context.request.post(`${API_PREFIX}${ROUTES.login.path}`, {
      data: { email: cast[who].email, password },
    });
    expect(answer.status()).toBe(200);
  }
  return context.newPage();
}

/** Opens `route` and waits until its content (not a loading state) is on screen and the network is quiet. */
export async function openRoute(page: Page, route: Route): Promise<void> {
  await page.goto(route.path);
  await expect(page.getByRole('heading', { level: 1, name: route.heading }).first()).toBeAttached();
  await expect(
    page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: /^Loading/ }),
  ).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}
