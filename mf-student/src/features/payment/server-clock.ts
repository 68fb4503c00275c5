import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';

/** Clocks closer than this are left alone: the server frees an ended hold's seat within about as long anyway. */
const TOLERATED_SKEW_MS = 5000;

/**
 * The server's moment `at` on this device's clock, read from the answer's Date header (the server's time when it
 * answered), so a countdown to it is right on a device whose clock is minutes off: there a hold would otherwise look
 * ended as soon as it is taken, or last longer on the page than on the server. Unchanged without a readable header.
 */
export function onDeviceClock(at: string, meta: unknown, receivedAt = Date.now()): string {
  const serverDate = (meta as FetchBaseQueryMeta | undefined)?.response?.headers.get('date');
  const skew = serverDate ? Date.parse(serverDate) - receivedAt : Number.NaN;
  const moment = Date.parse(at);
  if (!Number.isFinite(skew) || Math.abs(skew) < TOLERATED_SKEW_MS || Number.isNaN(moment)) return at;
  return new Date(moment - skew).toISOString();
}
