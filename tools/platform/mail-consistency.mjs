// Says whether the mails of the money flow reached the mail catcher exactly once (decision 0036): every payment of some
// classes has its receipt mail, every settled refund its confirmation or, when it failed, its failure mail to the
// student and to the admin. It reads payments' database for what should have been mailed and the catcher's REST API
// (maildev's `/api/email`) for what was. A sender killed after the SMTP server accepted a mail but before it wrote
// that down sends the mail again with the same Message-ID (at least once, decision 0036), so mails are counted by
// distinct Message-ID; the copies are reported apart as `resent`.
/* global AbortSignal */
import { formatReceiptNumber } from '@classhub/contracts';
import pg from 'pg';
import { catchMail, tallyMails } from './mail-tally.mjs';

/** The mails checked, recognised by their subject (services/notifications/src/mail/templates) and receipt number. */
const KINDS = [
  { kind: 'receipt', subject: /^Your ClassHub receipt (CH-\d+) for / },
  { kind: 'refund-failed', subject: /^Your refund for ".*" is delayed \((CH-\d+)\)$/ },
  { kind: 'refund-succeeded', subject: /^Your refund for ".*" \((CH-\d+)\)$/ },
  { kind: 'refund-failed-admin', subject: /^Refund failed: .* \((CH-\d+)\)$/ },
];

/**
 * @typedef {object} MailFigures
 * @property {number} expected  mails that should be in the catcher: receipts, refund mails, admins' failure mails
 * @property {number} found  of those, the ones there (counted once each, by Message-ID)
 * @property {number} missing  expected and not there
 * @property {number} doubled  expected mails there under two or more Message-IDs (a second mail, not a resend)
 * @property {number} unexpected  mails of these kinds for these receipts that should not exist
 * @property {number} resent  extra copies with a Message-ID already seen (a crash between the SMTP server's yes and the sent-log)
 * @property {{ receipts: number, refundConfirmations: number, refundFailures: number, adminFailures: number }} byKind  expected
 */

const keyOf = (kind, receipt, address) => `${kind} ${receipt} ${address.toLowerCase()}`;

async function expectedMails(paymentsUrl, classIds, adminEmail) {
  const client = new pg.Client({ connectionString: paymentsUrl });
  await client.connect();
  try {
    const payments = (
      await client.query('SELECT id, student_email, receipt_number FROM payments WHERE class_id = ANY($1)', [classIds])
    ).rows;
    const refunds = (
      await client.query(
        `SELECT r.state, p.student_email, p.receipt_number FROM refunds r JOIN payments p ON p.id = r.payment_id
         WHERE p.class_id = ANY($1) AND r.state IN ('succeeded', 'failed')`,
        [classIds],
      )
    ).rows;
    const expected = new Set();
    const problems = [];
    for (const payment of payments) {
      if (payment.receipt_number === null) problems.push(`payment ${payment.id} has no receipt number`);
      else expected.add(keyOf('receipt', formatReceiptNumber(payment.receipt_number), payment.student_email));
    }
    for (const refund of refunds) {
      const receipt = formatReceiptNumber(refund.receipt_number);
      expected.add(keyOf(`refund-${refund.state}`, receipt, refund.student_email));
      if (refund.state === 'failed') expected.add(keyOf('refund-failed-admin', receipt, adminEmail));
    }
    const byKind = {
      receipts: payments.length,
      refundConfirmations: refunds.filter((refund) => refund.state === 'succeeded').length,
      refundFailures: refunds.filter((refund) => refund.state === 'failed').length,
    };
    return {
      expected,
      receipts: new Set(payments.map((payment) => formatReceiptNumber(payment.receipt_number ?? 0))),
      byKind: { ...byKind, adminFailures: byKind.refundFailures },
      problems,
    };
  } finally {
    await client.end();
  }
}

/** Each checked mail in the catcher for these receipts: its key → its Message-IDs and how many copies arrived. */
async function caughtMails(mailUrl, receipts, adminEmail) {
  const answer = await fetch(`${mailUrl.replace(/\/$/, '')}/api/email`, { signal: AbortSignal.timeout(10_000) });
  if (!answer.ok) throw new Error(`The mail catcher answered ${answer.status}`);
  const caught = new Map();
  for (const mail of await answer.json()) {
    const match = KINDS.map(({ kind, subject }) => ({ kind, receipt: subject.exec(mail.subject ?? '')?.[1] })).find(
      ({ receipt }) => receipt !== undefined,
    );
    if (!match || !receipts.has(match.receipt)) continue;
    for (const to of mail.to ?? []) {
      // Every admin the service knows of hears of a failed refund; the one the run signs in as is checked.
      if (match.kind === 'refund-failed-admin' && to.address.toLowerCase() !== adminEmail.toLowerCase()) continue;
      catchMail(caught, keyOf(match.kind, match.receipt, to.address), mail);
    }
  }
  return caught;
}

/**
 * @param {{ payments: string, mailUrl: string, classIds: string[], adminEmail: string }} target  payments' database
 *   URL, the catcher's web URL, the classes whose payments are checked, the admin who must hear of failed refunds
 * @returns {Promise<{ ok: boolean, problems: string[], figures: MailFigures }>}
 */
export async function mailConsistency({ payments, mailUrl, classIds, adminEmail }) {
  const { expected, receipts, byKind, problems } = await expectedMails(payments, classIds, adminEmail);
  const caught = await caughtMails(mailUrl, receipts, adminEmail);
  const figures = tallyMails(expected, caught, problems);
  return { ok: problems.length === 0, problems, figures: { ...figures, byKind } };
}
