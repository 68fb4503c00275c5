// Apart from nameSchema (user-fields.ts) so that a form asking only for a name (contact) does not bundle ipaddr.js.
import * as z from 'zod/mini';
import { nonPublicHostReason } from '../input/public-url.js';

/**
 * An absolute http(s) URL given for `field` must point to a public address (input/public-url.ts); a path on this origin or
 * text that is not a URL is left to the field's other checks.
 */
export const publicUrl = (field: string) =>
  z.check<string>((ctx) => {
    if (!isHttpUrl(ctx.value)) return;
    const reason = nonPublicHostReason(new URL(ctx.value));
    if (reason)
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        message: `${field} must be a public web address: ${reason}`,
      });
  });

// A photo is optional (the user's initials stand in for it) or an image URL: absolute http(s), or a path on this
// origin such as /api/media/users/x.png. Absent, null and '' all mean "no photo" and come out as ''.
export const photoSchema = z.pipe(
  z.optional(
    z.nullable(
      z.string({ error: 'Photo URL must be text' }).check(
        z.trim(),
        z.maxLength(2048, 'Photo URL is too long'),
        z.refine(
          (value) => value === '' || /^https?:\/\/\S+$/i.test(value) || /^\/api\/media\/[\w./-]+$/.test(value),
          'Invalid URL',
        ),
        publicUrl('Photo URL'),
      ),
    ),
  ),
  z.transform((value) => value ?? ''),
);

/** True for an absolute http(s) URL with a host (the spec's 'Invalid URL' rule for websites). */
export function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
}
