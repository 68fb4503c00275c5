import { ROUTES, type CreateClassRequest } from '@classhub/contracts';
import type { ApiUser } from './accounts.js';
import type { ApiClient } from './api-client.js';
import { inBatches, until } from './polling.js';

/** A 1×1 PNG, the image of the classes made here. */
const CLASS_IMAGE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const SELECTABLE_WITHIN_MS = 20_000;

/** An instructor uploads an image and adds a class with it, and an admin approves it; answers the class id. */
export async function createApprovedClass(
  client: ApiClient,
  instructor: Pick<ApiUser, 'token'>,
  admin: Pick<ApiUser, 'token'>,
  fields: Omit<CreateClassRequest, 'classImage'>,
): Promise<string> {
  const form = new FormData();
  form.append('image', new Blob([CLASS_IMAGE], { type: 'image/png' }), 'cover.png');
  const upload = await client.call(ROUTES.uploadClassImage, { token: instructor.token, body: form });
  if (upload.status !== 201) throw new Error(`upload: ${upload.status} ${JSON.stringify(upload.body)}`);
  const created = await client.call(ROUTES.addClass, {
    token: instructor.token,
    body: { ...fields, classImage: upload.body.data.display_url },
  });
  if (created.status !== 201) throw new Error(`create class: ${created.status} ${JSON.stringify(created.body)}`);
  const approved = await client.call(ROUTES.approveClass, {
    params: { id: created.body.insertedId },
    token: admin.token,
  });
  if (approved.status !== 200) throw new Error(`approve: ${approved.status} ${JSON.stringify(approved.body)}`);
  return created.body.insertedId;
}

/**
 * Puts the class in each student's cart, once payments has heard it was approved (the first student waits for that);
 * answers the cart item ids in the students' order.
 */
export async function selectForAll(
  client: ApiClient,
  students: readonly Pick<ApiUser, 'token' | 'email'>[],
  classId: string,
): Promise<string[]> {
  const [first, ...others] = students;
  if (!first) return [];
  let firstSelection = '';
  await until(
    async () => {
      const answer = await client.call(ROUTES.selectClass, { token: first.token, body: { classId } });
      if (answer.status === 201) firstSelection = answer.body.insertedId;
      return answer.status === 201;
    },
    `payments to list class ${classId}`,
    SELECTABLE_WITHIN_MS,
  );
  const rest = await inBatches(others, 8, async (student) => {
    const answer = await client.call(ROUTES.selectClass, { token: student.token, body: { classId } });
    if (answer.status !== 201)
      throw new Error(`select for ${student.email}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.insertedId;
  });
  return [firstSelection, ...rest];
}
