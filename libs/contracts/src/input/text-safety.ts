/**
 * The one rule for text that reaches a ClassHub service, whatever carries it (JSON body, path, query, header).
 * PostgreSQL cannot store U+0000 at all (`invalid byte sequence for encoding "UTF8": 0x00`), and other control
 * characters in names, emails or search text are never meant and only forge log lines or confuse later readers.
 */

export type TextPlace = 'body' | 'path' | 'query' | 'header';

// C0 controls and DEL..C1 controls. Only JSON bodies may carry tab, line feed and carriage return (multi-line text).
// Matching control characters is this rule's whole purpose.
/* eslint-disable no-control-regex */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/* eslint-enable no-control-regex */
// Half of a UTF-16 pair without its other half: valid in a JS string, impossible in UTF-8.
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function codePoint(char: string): string {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Why `text` may not be accepted in `place`, or undefined when it may. */
export function unsafeTextReason(text: string, place: TextPlace): string | undefined {
  const found = (place === 'body' ? CONTROL_EXCEPT_LINE_BREAKS : CONTROL).exec(text);
  if (found) return `must not contain control characters (found ${codePoint(found[0])})`;
  if (UNPAIRED_SURROGATE.test(text)) return 'must be valid Unicode text (found an unpaired surrogate)';
  return undefined;
}
