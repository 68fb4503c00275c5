import { describe, expect, it } from '@jest/globals';
import type { ClassStatus } from './class.dto.js';
import { classStatusOf } from './class.rules.js';

describe('classStatusOf', () => {
  it('keeps approved and denied, and shows anything else as pending', () => {
    expect(classStatusOf({ status: 'approved' })).toBe('approved');
    expect(classStatusOf({ status: 'denied' })).toBe('denied');
    expect(classStatusOf({ status: 'pending' })).toBe('pending');
    expect(classStatusOf({ status: 'archived' as ClassStatus })).toBe('pending');
    expect(classStatusOf({ status: undefined as unknown as ClassStatus })).toBe('pending');
  });
});
