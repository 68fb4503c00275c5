// A helper process of the platform (the mail catcher, Prometheus): started with its output in a log file, waited for
// until it answers over HTTP, and stopped on demand.
/* global AbortSignal */
import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts `command` with `args`, writing its output to `logFile`, and waits until `readyUrl` answers 2xx. If it exits
 * first, or does not answer within `timeoutMs`, it is stopped and the error names `name`, `portHint` (what may have
 * taken its port and which variable moves it) and the log.
 * @param {{ name: string, command: string, args: string[], logFile: string, readyUrl: string, portHint: string, timeoutMs?: number }} options
 * @returns {Promise<{ stop(): Promise<void> }>}
 */
export async function startHelperProcess({ name, command, args, logFile, readyUrl, portHint, timeoutMs = 60_000 }) {
  const log = openSync(logFile, 'a');
  const child = spawn(command, args, { stdio: ['ignore', log, log] });
  closeSync(log);
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${name} exited with code ${child.exitCode} (${portHint}); see ${logFile}`);
    try {
      if ((await fetch(readyUrl, { signal: AbortSignal.timeout(2000) })).ok) return { stop };
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`${name} did not answer on ${readyUrl} within ${timeoutMs / 1000} s; see ${logFile}`);
}
