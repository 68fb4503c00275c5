import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { onDeviceClock } from './server-clock';

const RECEIVED = Date.parse('2026-03-01T14:17:19.000Z');
const AT = '2026-03-01T14:30:19.000Z';

const answeredAt = (date: string | null): FetchBaseQueryMeta => ({
  request: new Request('http://localhost/api/create-payment-intent'),
  response: new Response(null, { headers: date === null ? {} : { date } }),
});

describe('onDeviceClock', () => {
  it("moves the server's moment onto a device clock that is minutes off", () => {
    // The server's clock reads 14:27:19 when the device's reads 14:17:19: ten minutes later.
    expect(onDeviceClock(AT, answeredAt('Sun, 01 Mar 2026 14:27:19 GMT'), RECEIVED)).toBe('2026-03-01T14:20:19.000Z');
    expect(onDeviceClock(AT, answeredAt('Sun, 01 Mar 2026 14:15:19 GMT'), RECEIVED)).toBe('2026-03-01T14:32:19.000Z');
  });

  it('leaves the moment alone when the clocks agree to within a few seconds', () => {
    expect(onDeviceClock(AT, answeredAt('Sun, 01 Mar 2026 14:17:22 GMT'), RECEIVED)).toBe(AT);
    expect(onDeviceClock(AT, answeredAt('Sun, 01 Mar 2026 14:17:15 GMT'), RECEIVED)).toBe(AT);
  });

  it('leaves the moment alone without a readable Date header or a readable moment', () => {
    expect(onDeviceClock(AT, answeredAt(null), RECEIVED)).toBe(AT);
    expect(onDeviceClock(AT, answeredAt('yesterday'), RECEIVED)).toBe(AT);
    expect(onDeviceClock(AT, undefined, RECEIVED)).toBe(AT);
    expect(onDeviceClock('soon', answeredAt('Sun, 01 Mar 2026 14:27:19 GMT'), RECEIVED)).toBe('soon');
  });
});
