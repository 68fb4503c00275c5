/** What an answer must never show a caller, with the patterns that give it away. */
const LEAKS: readonly (readonly [RegExp, string])[] = [
  [/\n\s*at [^\n]*(?::\d+:\d+\)?|\(native\)|\(node:[^)]*\))/, 'a stack trace'],
  [
    /\bFailed query\b|DrizzleQueryError|\bSQLSTATE\b|syntax error at or near|violates (?:unique|foreign key|not-null|check) constraint/i,
    'SQL',
  ],
  [
    /invalid input syntax for|invalid byte sequence for encoding|duplicate key value|relation "[^"]+" does not exist/i,
    'SQL',
  ],
  [/\bselect\s+[^\n]{0,200}?\bfrom\s+"|\binsert into\s+"|\bupdate\s+"\w+"\s+set\b|\bdelete from\s+"/i, 'SQL'],
  [
    /file:\/\/|(?:^|[\s"'(])\/(?:work|home|root|usr|app|srv|opt|var\/lib)\/[\w.@-]+\/|node_modules|\b[A-Za-z]:\\[\w]/,
    'a file path',
  ],
];

/** The kind of leak in an answer's body, or undefined. */
export function findLeak(body: string): string | undefined {
  return LEAKS.find(([pattern]) => pattern.test(body))?.[1];
}
