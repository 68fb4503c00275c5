import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { ROUTES, type ClassDto, type SelectedClassDto } from '@classhub/contracts';
import { callRoute, createApprovedClass, eventually, registerStudentApi, signInApi } from '../support/api-client.js';
import { DEMO } from '../support/session.js';

// An instructor's new name reaches every copy of it (decision 0031): the class detail and the catalogue's search
// (classes), and a student's cart (payments' listings). A fresh instructor, so no demo data changes.

test('an instructor who changes their name is shown and found under the new one everywhere', async ({ baseURL }) => {
  const baseUrl = baseURL!;
  const admin = await signInApi(baseUrl, DEMO.admin);
  const instructor = await registerStudentApi(baseUrl, 'rename');
  const promoted = await callRoute(baseUrl, ROUTES.makeInstructor, {
    params: { id: instructor.id },
    token: admin.token,
  });
  expect(promoted.status).toBe(200);

  let classId = '';
  // classes counts the promotion once identity's event is applied there.
  await eventually(async () => {
    classId = await createApprovedClass(baseUrl, instructor, admin, {
      className: `Letterpress ${randomBytes(3).toString('hex')}`,
      availableSeats: 5,
      price: 12,
    }).catch(() => '');
    return classId !== '';
  }, 'the new instructor to add a class');

  const student = await registerStudentApi(baseUrl, 'rename-cart');
  await eventually(async () => {
    const selected = await callRoute(baseUrl, ROUTES.selectClass, { token: student.token, body: { classId } });
    return selected.status === 201;
  }, 'payments to list the class');

  const newName = `Renamed Instructor ${randomBytes(3).toString('hex')}`;
  const saved = await callRoute(baseUrl, ROUTES.updateProfile, {
    params: { id: instructor.id },
    token: instructor.token,
    body: { name: newName, email: instructor.email, photo: 'https://images.example.com/student.png' },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);

  const detail = async () =>
    (await callRoute(baseUrl, ROUTES.getClassDetail, { params: { id: classId } })).body as ClassDto;
  const found = async (q: string) =>
    ((await callRoute(baseUrl, ROUTES.listApprovedClasses, { query: { q } })).body as ClassDto[]).map((cls) => cls._id);
  const inCart = async () =>
    (
      (await callRoute(baseUrl, ROUTES.listSelectedClasses, { params: { email: student.email }, token: student.token }))
        .body as SelectedClassDto[]
    ).find((item) => item.classId === classId);

  await eventually(async () => (await detail()).instructorName === newName, 'the class detail to show the new name');
  expect(await found(newName)).toEqual([classId]);
  expect(await found(instructor.name)).toEqual([]);
  await eventually(async () => (await inCart())?.instructorName === newName, "the student's cart to show the new name");
});
