import type { RosterDto } from '@classhub/contracts';

// A spreadsheet runs a cell that starts with one of these as a formula (OWASP "CSV injection"): =, +, -, @, and tab or
// carriage return, which some spreadsheets skip before looking for those.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled; a cell a spreadsheet
 * would run as a formula gets a leading apostrophe first, so a student named `=HYPERLINK(…)` stays text.
 */
export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const HEADER = ['Payment', 'Student', 'Email', 'Paid at', 'Amount paid (USD)', 'Refund', 'Enrolment'];

/**
 * The roster as CSV: a header row, then one row per payment, CRLF line ends (RFC 4180), led by a byte order mark so
 * spreadsheets read the names as UTF-8. No library in the repository writes CSV and this is all the format needs.
 */
export function rosterCsv(roster: RosterDto): string {
  const rows = roster.rows.map((row) => [
    row.paymentId,
    row.studentName,
    row.studentEmail,
    row.paidAt,
    row.amountPaid.toFixed(2),
    row.refundState,
    row.enrolmentStatus,
  ]);
  return `\uFEFF${[HEADER, ...rows].map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** `roster-<class name>.csv` with only letters, digits and dashes: safe in a Content-Disposition header and on disk. */
export function rosterFileName(className: string): string {
  const slug = className
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .toLowerCase();
  return `roster-${slug || 'class'}.csv`;
}
