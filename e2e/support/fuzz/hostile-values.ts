import fc from 'fast-check';

/** Numbers as Number() reads them but no person writes a price or a count: refused by every number field (0033). */
export const NOT_DECIMAL_NUMBERS = [
  '0x10',
  '1e2',
  ' 16',
  '16 ',
  '16.',
  '+16',
  '16.001',
  'Infinity',
  '-0',
  '0b1',
  '0o7',
  '1_000',
  '١٦',
];

/** URLs into the machine or its network, in the notations that hide them: refused by every URL field (0033). */
export const INTERNAL_URLS = [
  'http://169.254.169.254/latest/meta-data/',
  'http://127.0.0.1:4301/',
  'http://2130706433/',
  'http://0x7f.1/',
  'http://0177.0.0.1/a.png',
  'http://[::1]:4101/',
  'http://[::ffff:127.0.0.1]/',
  'http://[::ffff:a9fe:a9fe]/',
  'http://[fd00::1]/',
  'http://10.0.0.1/',
  'http://192.168.0.1/x.png',
  'http://0.0.0.0/',
  'http://localhost:4101/',
  'http://api.localhost/',
  'http://metadata.google.internal/',
  'http://printer.local/',
];

/** Text that has broken services elsewhere: control characters, broken Unicode, injection and traversal attempts. */
const NOTORIOUS_TEXT = [
  '\u0000',
  'a\u0000b',
  '\u0007\u0008',
  '\u001b[2J',
  'line\r\nX-Injected: 1',
  '\u0085\u009f',
  '\u202eevil',
  '\ud800',
  '\udc00tail',
  '\ufeff',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🎻👩‍👩‍👧',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '${jndi:ldap://127.0.0.1/x}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%00',
  '%',
  '%ff%fe',
  '\\',
  '',
  ' ',
  'null',
  'undefined',
  'NaN',
  '-1',
  '9007199254740993',
  '21474836.48',
  '1e309',
  '0x7fffffff',
  'true',
  '[object Object]',
  '__proto__',
  'constructor',
  ...NOT_DECIMAL_NUMBERS,
  ...INTERNAL_URLS,
];

/** Numbers at and past every boundary a service might have: int4, exact integers, float extremes, fractions. */
const NOTORIOUS_NUMBERS = [
  -1,
  0,
  0.1,
  1.005,
  1e-7,
  2 ** 31 - 1,
  2 ** 31,
  21474836.48,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e21,
  1e308,
  -1e308,
  5e-324,
];

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NOTORIOUS_TEXT) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(300, 10_000, 200_000).map((length) => 'x'.repeat(length)) },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NOTORIOUS_NUMBERS) },
  { weight: 2, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.integer() },
);

/** Any JSON value, hostile leaves included, a few levels deep. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'prototype', '\u0000')),
      tie('value'),
      { maxKeys: 4 },
    ),
  ),
})).value;

/** Whole bodies that are not what any endpoint parses: broken, huge, deeply nested, prototype-polluting. */
export const hostileRawBody: fc.Arbitrary<string> = fc.constantFrom(
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '"just a string"',
  '42',
  '1e999',
  'true',
  '{"__proto__":{"admin":true,"role":"admin"}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '{"email":"a@b.c","email":"admin@classhub.test"}',
  `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
  `{"a":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`,
  `[${Array.from({ length: 100_000 }, () => '0').join(',')}]`,
  '\u0000\u0001\u0002',
  '\uFEFF{"email":"a@b.c"}',
  '{"text":"\\ud800"}',
  '{"text":"\\u0000"}',
);

/** Percent-encoded path segments that no encoder would produce: traversal, NUL, malformed escapes. */
export const hostileRawSegment: fc.Arbitrary<string> = fc.constantFrom(
  '..',
  '.',
  '%2e%2e',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e%5c%2e%2e%5cpackage.json',
  '....%2f%2f....%2f%2fetc%2fpasswd',
  '%00',
  'a%00.png',
  '%0d%0aX-Injected:%201',
  '%ff',
  '%e0%80%80',
  '%',
  '%zz',
  '%252e%252e',
  'x'.repeat(400),
  'a'.repeat(5000),
  '%F0%9F%8E%BB',
);

/** Content types a body may claim, the right one mostly. */
export const contentTypeFor = (documented: string): fc.Arbitrary<string | undefined> =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constant(documented) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        undefined,
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=fuzz',
        'application/xml',
        'application/json; charset=utf-16',
        'application/octet-stream',
        'application/json',
        '*/*',
      ),
    },
  );
