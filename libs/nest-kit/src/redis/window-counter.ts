import type { Redis } from 'ioredis';

// Counts one event unless the window is full; a refused attempt is not counted, so what is given back (below) frees
// a place at once. The expiry is set by the window's first event.
const TAKE = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count >= tonumber(ARGV[1]) then
  local remaining = redis.call('PTTL', KEYS[1])
  if remaining > 0 then return remaining end
  return tonumber(ARGV[2])
end
redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2], 'NX')
return 0`;

/**
 * Counts one event under `key` in a fixed window of `windowMs`, atomically (one script). Answers the milliseconds to
 * wait when `limit` events were counted in the window already, else 0.
 */
export async function countInWindow(redis: Redis, key: string, limit: number, windowMs: number): Promise<number> {
  return Number(await redis.eval(TAKE, 1, key, limit, windowMs));
}

// Takes one back from a window's count, never below zero and never creating a key that expired.
const GIVE_BACK = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return count`;

/** Gives one event of `key`'s current window back (a sign-up that proved its address no longer counts). */
export async function giveBackInWindow(redis: Redis, key: string): Promise<void> {
  await redis.eval(GIVE_BACK, 1, key);
}
