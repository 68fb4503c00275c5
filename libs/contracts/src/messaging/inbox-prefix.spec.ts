import { describe, expect, it } from '@jest/globals';
import { natsInboxPrefix } from './inbox-prefix.js';

describe('natsInboxPrefix', () => {
  it('gives each NATS user an inbox no other user’s wildcard can match', () => {
    expect(natsInboxPrefix('classes')).toBe('_INBOX_classes');
    expect(natsInboxPrefix('setup')).toBe('_INBOX_setup');
  });

  it.each(['', 'Classes', 'a.b', 'a>', '*'])('rejects the user name %p', (user) => {
    expect(() => natsInboxPrefix(user)).toThrow(/Invalid NATS user/);
  });
});
