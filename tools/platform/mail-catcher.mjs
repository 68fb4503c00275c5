// A local mail catcher (maildev): an SMTP server the notifications service sends to, and a web inbox where a person
// sees every mail at once. Both listen on loopback only. `npm start` runs it on fixed ports; an isolated platform
// (e2e) on free ones and reads the mails through maildev's REST API (`/api/email`).
import path from 'node:path';
import { startHelperProcess } from './helper-process.mjs';
import { ROOT } from './paths.mjs';

// The package exports no path to its command; it is a dependency of the repository's root.
const MAILDEV = path.join(ROOT, 'node_modules/maildev/dist/bin/maildev.js');

/**
 * Starts maildev with its SMTP server on `smtpPort` and its web inbox on `webPort`, both on 127.0.0.1, and waits until
 * the inbox answers (it takes a few seconds on a busy machine).
 * @returns {Promise<{ smtpUrl: string, webUrl: string, stop(): Promise<void> }>}
 */
export async function startMailCatcher({ smtpPort, webPort, logFile, timeoutMs = 60_000 }) {
  const webUrl = `http://127.0.0.1:${webPort}`;
  const { stop } = await startHelperProcess({
    name: 'maildev',
    command: process.execPath,
    args: [MAILDEV, '--smtp', String(smtpPort), '--ip', '127.0.0.1', '--web', String(webPort), '--web-ip', '127.0.0.1'],
    logFile,
    readyUrl: `${webUrl}/api/email`,
    portHint: `ports ${smtpPort} and ${webPort} taken? MAIL_SMTP_PORT and MAIL_WEB_PORT move them`,
    timeoutMs,
  });
  return { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, webUrl, stop };
}
