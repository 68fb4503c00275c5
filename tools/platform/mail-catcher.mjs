// A local mail catcher (maildev): an SMTP server the notifications service sends to, and a web inbox where a person
// sees every mail at once. Both listen on loopback only. `npm start` runs it on fixed ports; an isolated platform
// (e2e) on free ones and reads the mails through maildev's REST API (`/api/email`).
/* global AbortSignal */
import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.mjs';

// The package exports no path to its command; it is a dependency of the repository's root.
const MAILDEV = path.join(ROOT, 'node_modules/maildev/dist/bin/maildev.js');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts maildev with its SMTP server on `smtpPort` and its web inbox on `webPort`, both on 127.0.0.1, and waits until
 * the inbox answers (it takes a few seconds on a busy machine).
 * @returns {Promise<{ smtpUrl: string, webUrl: string, stop(): Promise<void> }>}
 */
export async function startMailCatcher({ smtpPort, webPort, logFile, timeoutMs = 60_000 }) {
  const log = openSync(logFile, 'a');
  const child = spawn(
    process.execPath,
    [MAILDEV, '--smtp', String(smtpPort), '--ip', '127.0.0.1', '--web', String(webPort), '--web-ip', '127.0.0.1'],
    { stdio: ['ignore', log, log] },
  );
  closeSync(log);
  const webUrl = `http://127.0.0.1:${webPort}`;
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(
        `maildev exited with code ${child.exitCode} (ports ${smtpPort} and ${webPort} taken? MAIL_SMTP_PORT and MAIL_WEB_PORT move them); see ${logFile}`,
      );
    try {
      if ((await fetch(`${webUrl}/api/email`, { signal: AbortSignal.timeout(2000) })).ok)
        return { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, webUrl, stop };
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`maildev did not answer on ${webUrl} within ${timeoutMs / 1000} s; see ${logFile}`);
}
