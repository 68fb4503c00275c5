import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signInWithToken } from './support/http.js';
import { startIdentity, type RunningIdentity } from './support/identity-app.js';

// The smallest valid PNG: a 1×1 transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');

function imageForm(content: Uint8Array, type: string, name: string, field = 'image'): FormData {
  const form = new FormData();
  form.append(field, new Blob([content], { type }), name);
  return form;
}

describe('identity: POST /media/users (profile pictures)', () => {
  let identity: RunningIdentity;
  let token: string;

  beforeAll(async () => {
    identity = await startIdentity();
    ({ token } = await signInWithToken(identity.baseUrl, 'student1@classhub.test'));
  });

  afterAll(async () => {
    await identity?.stop();
  });

  const upload = (body: FormData, bearer: string | null = token) =>
    fetch(`${identity.baseUrl}/media/users`, {
      method: 'POST',
      body,
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    });

  it('stores a PNG and answers like the image host; the picture is served back', async () => {
    const response = await upload(imageForm(PNG, 'image/png', 'me.png'));
    expect(response.status).toBe(201);
    const body = (await response.json()) as { success: boolean; data: { display_url: string } };
    expect(body).toEqual({
      success: true,
      data: { display_url: expect.stringMatching(/^\/api\/media\/users\/[0-9a-f-]{36}\.png$/) },
    });
    const served = await fetch(`${identity.baseUrl}${body.data.display_url.replace(/^\/api/, '')}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
  });

  it('refuses an SVG and a text file named .png with 400 and a reason', async () => {
    for (const form of [
      imageForm(SVG, 'image/svg+xml', 'x.svg'),
      imageForm(Buffer.from('hello'), 'image/png', 'x.png'),
    ]) {
      const response = await upload(form);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        statusCode: 400,
        message: 'Only PNG, JPEG, WebP or GIF images can be uploaded',
      });
    }
  });

  it('refuses a picture above 5 MB with 413', async () => {
    const response = await upload(
      imageForm(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), 'image/png', 'big.png'),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ message: 'The image is larger than 5 MB' });
  });

  it('answers 400 for a request that is not a multipart upload and 401 without a token', async () => {
    const json = await fetch(`${identity.baseUrl}/media/users`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(400);
    await json.text();
    const anonymous = await upload(imageForm(PNG, 'image/png', 'me.png'), null);
    expect(anonymous.status).toBe(401);
    await anonymous.text();
  });
});
