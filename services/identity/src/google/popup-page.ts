import { createHash } from 'node:crypto';
import type { GoogleSignInMessage } from '@classhub/contracts';

// The page's one script, allowed by its hash in the page's own CSP (no 'unsafe-inline'). It reads the result from
// a JSON data block, hands it to the window that opened the popup (same origin only) and closes the popup; opened
// without an opener (a blocked popup that became a tab), it goes to the home page, where the session cookie counts.
const SCRIPT = `(function () {
  var result = JSON.parse(document.getElementById('classhub-result').textContent);
  if (window.opener && !window.opener.closed) {
    window.opener.postMessage(result, location.origin);
    window.close();
  } else {
    location.replace('/');
  }
})();`;

const SCRIPT_HASH = createHash('sha256').update(SCRIPT).digest('base64');

export const POPUP_PAGE_CSP = [
  "default-src 'none'",
  `script-src 'sha256-${SCRIPT_HASH}'`,
  "style-src 'unsafe-inline'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The HTML the Google callback answers in the popup. */
export function popupPage(result: GoogleSignInMessage): string {
  // '<' escaped so no value can close the data block early.
  const data = JSON.stringify(result).replace(/</g, '\\u003c');
  const text = result.ok ? 'Signed in with Google. You can close this window.' : result.message;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>ClassHub sign-in</title></head>
<body style="font-family: sans-serif; text-align: center; padding: 2rem">
<p>${escapeHtml(text)}</p>
<p><a href="/">Go to ClassHub</a></p>
<script type="application/json" id="classhub-result">${data}</script>
<script>${SCRIPT}</script>
</body>
</html>
`;
}
