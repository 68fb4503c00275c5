// Redis scripts of SignInThrottle. Each runs atomically: no two attempts can read the same count.
//
// KEYS[1] the known-browser marker of (account, browser); it exists once that browser signed in to that account.
// KEYS[2] counter of (account, browser): the only counter a known browser uses.
// KEYS[3] counter of (account, source), KEYS[4] of the account, KEYS[5] of the source: used by unknown browsers.
// A counter is a hash {n: attempts, next: epoch ms before which no attempt is taken}.

/**
 * Reserves an attempt before its password is checked, so a burst cannot be checked all at once.
 * ARGV: now ms, base delay ms, max delay ms, memory ms (how long a quiet counter lasts), free attempts of KEYS[2..5].
 * Returns {1, 0, known} when the attempt may go ahead, {0, wait ms, known} when it must wait.
 */
export const RESERVE_SIGN_IN = `
local now = tonumber(ARGV[1])
local known = redis.call('EXISTS', KEYS[1])
local first, last = 3, 5
if known == 1 then first, last = 2, 2 end
local wait = 0
for i = first, last do
  local nextAt = tonumber(redis.call('HGET', KEYS[i], 'next') or '0')
  if nextAt - now > wait then wait = nextAt - now end
end
if wait > 0 then return {0, math.ceil(wait), known} end
for i = first, last do
  local n = redis.call('HINCRBY', KEYS[i], 'n', 1)
  local free = tonumber(ARGV[i + 3])
  local delay = 0
  if n >= free then delay = math.min(tonumber(ARGV[2]) * 2 ^ (n - free), tonumber(ARGV[3])) end
  redis.call('HSET', KEYS[i], 'next', string.format('%d', now + delay))
  redis.call('PEXPIRE', KEYS[i], math.floor(delay + tonumber(ARGV[4])))
end
return {1, 0, known}
`;

/**
 * After the right password: the pair counter starts over, the account and source counters take the attempt back, and
 * the browser is remembered as known for this account.
 * ARGV: 1 when the browser was known, free attempts of KEYS[4] and KEYS[5], how long the browser stays known (ms).
 */
export const FORGIVE_SIGN_IN = `
if ARGV[1] == '1' then
  redis.call('DEL', KEYS[2])
else
  redis.call('DEL', KEYS[3])
  for i = 4, 5 do
    local n = tonumber(redis.call('HGET', KEYS[i], 'n') or '0')
    if n > 0 then n = redis.call('HINCRBY', KEYS[i], 'n', -1) end
    if n < tonumber(ARGV[i - 2]) then redis.call('HDEL', KEYS[i], 'next') end
  end
end
redis.call('SET', KEYS[1], '1', 'PX', ARGV[4])
return 1
`;
