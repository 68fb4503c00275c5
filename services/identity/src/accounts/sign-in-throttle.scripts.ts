// Redis scripts of SignInThrottle. Each runs atomically: no two attempts can read the same count.
//
// KEYS[1] the known-browser marker of (account, browser); it exists once that browser signed in to that account.
// KEYS[2] counter of (account, browser): the only counter a known browser uses.
// KEYS[3] counter of (account, source), KEYS[4] of the account, KEYS[5] of the source: used by unknown browsers.
// KEYS[6] the account's known addresses: a sorted set of hashed sources, scored by their last successful sign-in.
// KEYS[7] counter of the account's known addresses together: the share reserved for them (decision 0032).
// A counter is a hash {n: attempts, next: epoch ms before which no attempt is taken}. `next` is written only when a
// delay is due: each replica passes its own clock, and a free attempt stamped "now" by one replica a few ms ahead of
// another would make the other refuse a free attempt (a 429 to a concurrent sign-in from the same address).
//
// Lanes: 2 a known browser (counted on KEYS[2] alone); 1 an unknown browser at one of the account's known addresses
// (waits for KEYS[3], KEYS[5] and KEYS[7], is counted on KEYS[4] too but never waits for it, so nobody elsewhere can
// spend its share); 0 any other attempt (waits for and is counted on KEYS[3], KEYS[4] and KEYS[5], as before).

/**
 * Reserves an attempt before its password is checked, so a burst cannot be checked all at once.
 * ARGV: now ms, base delay ms, max delay ms, memory ms (how long a quiet counter lasts), the source's member in
 * KEYS[6], how long a source stays known (ms), free attempts of KEYS[2], KEYS[3], KEYS[4], KEYS[5], KEYS[7].
 * Returns {1, 0, lane} when the attempt may go ahead, {0, wait ms, lane} when it must wait.
 */
export const RESERVE_SIGN_IN = `
local now = tonumber(ARGV[1])
local free = {nil, tonumber(ARGV[7]), tonumber(ARGV[8]), tonumber(ARGV[9]), tonumber(ARGV[10]), nil, tonumber(ARGV[11])}
local lane, waits, counts = 0, {3, 4, 5}, {3, 4, 5}
if redis.call('EXISTS', KEYS[1]) == 1 then
  lane, waits, counts = 2, {2}, {2}
else
  local seen = tonumber(redis.call('ZSCORE', KEYS[6], ARGV[5]) or '0')
  if seen > now - tonumber(ARGV[6]) then lane, waits, counts = 1, {3, 5, 7}, {3, 4, 5, 7} end
end
local wait = 0
for _, i in ipairs(waits) do
  local nextAt = tonumber(redis.call('HGET', KEYS[i], 'next') or '0')
  if nextAt - now > wait then wait = nextAt - now end
end
if wait > 0 then return {0, math.ceil(wait), lane} end
for _, i in ipairs(counts) do
  local n = redis.call('HINCRBY', KEYS[i], 'n', 1)
  local delay = 0
  if n >= free[i] then
    delay = math.min(tonumber(ARGV[2]) * 2 ^ (n - free[i]), tonumber(ARGV[3]))
    redis.call('HSET', KEYS[i], 'next', string.format('%d', now + delay))
  end
  redis.call('PEXPIRE', KEYS[i], math.floor(delay + tonumber(ARGV[4])))
end
return {1, 0, lane}
`;

/**
 * After the right password: the counter of the browser or of (account, source) starts over, the wider counters the
 * attempt was counted on take it back, the browser is remembered as known for this account, and the source joins the
 * account's known addresses (the oldest dropped beyond the bound, any dropped once not used for their lifetime).
 * ARGV: the lane of the reservation, now ms, the source's member in KEYS[6], how long a source stays known (ms), how
 * many sources an account keeps, how long the browser stays known (ms), free attempts of KEYS[4], KEYS[5], KEYS[7].
 */
export const FORGIVE_SIGN_IN = `
local lane, now, knownMs = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[4])
local free = {nil, nil, nil, tonumber(ARGV[7]), tonumber(ARGV[8]), nil, tonumber(ARGV[9])}
local giveBack = {}
if lane == 2 then
  redis.call('DEL', KEYS[2])
else
  redis.call('DEL', KEYS[3])
  giveBack = {4, 5}
  if lane == 1 then giveBack = {4, 5, 7} end
end
for _, i in ipairs(giveBack) do
  local n = tonumber(redis.call('HGET', KEYS[i], 'n') or '0')
  if n > 0 then n = redis.call('HINCRBY', KEYS[i], 'n', -1) end
  if n < free[i] then redis.call('HDEL', KEYS[i], 'next') end
end
redis.call('SET', KEYS[1], '1', 'PX', ARGV[6])
redis.call('ZADD', KEYS[6], now, ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[6], '-inf', now - knownMs)
redis.call('ZREMRANGEBYRANK', KEYS[6], 0, -tonumber(ARGV[5]) - 1)
redis.call('PEXPIRE', KEYS[6], knownMs)
return 1
`;
