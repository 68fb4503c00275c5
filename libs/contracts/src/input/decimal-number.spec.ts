import { describe, expect, it } from '@jest/globals';
import { COUNT_TEXT, decimalNumber, decimalText, MONEY_TEXT } from './decimal-number.js';

/** Text Number() reads as a number but no person writes as a price or a count. */
const NOT_DECIMAL = [
  '0x10',
  '1e2',
  ' 16',
  '16 ',
  '16.',
  '.5',
  '+16',
  '-16',
  'Infinity',
  'NaN',
  '',
  '1_000',
  '٣',
  '0b1',
];

describe('decimalNumber', () => {
  const money = decimalNumber(MONEY_TEXT, 'a price', (text) => `not a price: ${text}`);

  it.each([
    ['16', 16],
    ['16.5', 16.5],
    ['16.05', 16.05],
    ['0016', 16],
    [16, 16],
    [16.05, 16.05],
    // A JSON 1e2 arrives as the number 100: its notation is gone before any schema sees it.
    [JSON.parse('1e2') as number, 100],
  ])('reads %j as %d', (input, value) => {
    expect(money.parse(input)).toBe(value);
  });

  it.each([...NOT_DECIMAL, '16.001', '1234567890'])('refuses the text %j with its message', (text) => {
    const result = money.safeParse(text);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([`not a price: ${text}`]);
  });

  it.each([null, true, {}, [], Number.POSITIVE_INFINITY, Number.NaN])('refuses %p as not a number', (input) => {
    expect(money.safeParse(input).error?.issues.map((issue) => issue.message)).toEqual(['a price']);
  });
});

describe('decimalText', () => {
  const count = decimalText(COUNT_TEXT, 'a count');

  it('reads digits', () => {
    expect(count.parse('12')).toBe(12);
  });

  it.each([...NOT_DECIMAL, '1.5'])('refuses %j', (text) => {
    expect(count.safeParse(text).error?.issues.map((issue) => issue.message)).toEqual(['a count']);
  });
});
