import { ROUTES, type AdminUserDto, type ClassDto } from '@classhub/contracts';
import { callRoute, registerStudentApi, signInApi } from '../api-client.js';
import { DEMO } from '../session.js';
import type { KnownValues } from './fuzz-requests.js';

/** The file name of a stored picture (`/api/media/users/ab12.png` → `ab12.png`). */
function mediaFile(url: string): string | undefined {
  return /^\/api\/media\/\w+\/([\w.-]+)$/.exec(url)?.[1];
}

/** Signs in one caller per role and collects real ids, emails and files of the seeded platform. */
export async function knownValues(baseUrl: string): Promise<KnownValues> {
  const [admin, instructor, student] = [
    await signInApi(baseUrl, DEMO.admin),
    await signInApi(baseUrl, DEMO.instructor),
    await registerStudentApi(baseUrl, 'fuzz'),
  ];
  const users = await callRoute(baseUrl, ROUTES.listUsers, { token: admin.token });
  const classes = await callRoute(baseUrl, ROUTES.listApprovedClasses);
  if (users.status !== 200 || classes.status !== 200)
    throw new Error(`could not read the seeded data: ${users.status}, ${classes.status}`);
  const callers = new Set([admin.id, instructor.id, student.id]);
  // Without paging parameters GET /users answers the spec's plain array.
  const allUsers = users.body as AdminUserDto[];
  const others = allUsers.filter((user) => !callers.has(user._id));
  return {
    callers: {
      anonymous: {},
      student: { token: student.token, id: student.id, email: student.email },
      instructor: { token: instructor.token, id: instructor.id, email: instructor.email },
      admin: { token: admin.token, id: admin.id, email: admin.email },
    },
    // Role changes may only hit users that are no fuzz caller, so every caller keeps its role for the whole run.
    userIds: others.map((user) => user._id),
    emails: others.map((user) => user.email),
    classIds: (classes.body as ClassDto[]).map((item) => item._id),
    mediaFiles: [...allUsers.map((user) => user.photo), ...(classes.body as ClassDto[]).map((item) => item.classImage)]
      .map(mediaFile)
      .filter((file): file is string => Boolean(file)),
  };
}
