// zod's mini API: the instructor's Add A Class form bundles these (decision 0026).
import * as z from 'zod/mini';

/** An amount of money as text: digits, then at most two decimals after a point (`19`, `19.9`, `19.99`). */
export const MONEY_TEXT = /^\d{1,9}(?:\.\d{1,2})?$/;

/** A count as text: digits only. */
export const COUNT_TEXT = /^\d{1,9}$/;

/**
 * A number sent as a JSON number or as text in plain decimal notation (`pattern`), then as a number. `Number()` alone
 * also reads "0x10" (16), "1e2" (100), " 16", "16.", "+16" and "Infinity"; none of them is what a person typed as a
 * price or a count, so they are refused with `message(text)`. A JSON number is the value JSON.parse gives (a JSON `1e2`
 * is 100: its notation is gone before any schema sees it, and JSON has no hex, `+` or Infinity); the schema's own range
 * and decimal checks apply to it as to text. The pattern is in the schema, so the API description shows it.
 */
export function decimalNumber(pattern: RegExp, message: string, textMessage: (text: string) => string = () => message) {
  return z.pipe(
    z.union(
      [
        z.number(message),
        z.string(message).check(z.regex(pattern, { error: (issue) => textMessage(String(issue.input)) })),
      ],
      { error: message },
    ),
    z.transform(Number),
  );
}

/** A query parameter holding a number in plain decimal notation (`pattern`), then as a number. */
export function decimalText(pattern: RegExp, message: string) {
  return z.pipe(z.string(message).check(z.regex(pattern, message)), z.transform(Number));
}
