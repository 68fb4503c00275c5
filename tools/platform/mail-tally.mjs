// The mail catcher's mails counted against the mails expected, as the mail checks of the fault and load tests count
// them (decision 0036): a mail is counted by its Message-ID, so a copy resent after a crash between the SMTP server's
// yes and the sent-log (the same Message-ID) is one mail, and the same mail under two Message-IDs is a double.

/** Notes one mail of the catcher's REST API (maildev's `/api/email`) caught under `key`. */
export function catchMail(caught, key, mail) {
  const entry = caught.get(key) ?? { messageIds: new Set(), copies: 0 };
  entry.messageIds.add(mail.headers?.['message-id'] ?? mail.id);
  entry.copies++;
  caught.set(key, entry);
}

/**
 * The expected keys against the caught ones; what is wrong is added to `problems`.
 * @param {Set<string>} expected
 * @param {Map<string, { messageIds: Set<string>, copies: number }>} caught
 * @param {string[]} problems
 */
export function tallyMails(expected, caught, problems) {
  let found = 0;
  let doubled = 0;
  for (const key of expected) {
    const entry = caught.get(key);
    if (!entry) continue;
    found++;
    if (entry.messageIds.size > 1) {
      doubled++;
      problems.push(`${key}: ${entry.messageIds.size} different mails`);
    }
  }
  const missing = [...expected].filter((key) => !caught.has(key));
  if (missing.length) problems.push(`${missing.length} mail(s) missing, e.g. ${missing.slice(0, 3).join('; ')}`);
  const unexpected = [...caught.keys()].filter((key) => !expected.has(key));
  for (const key of unexpected) problems.push(`${key}: mailed but nothing asked for it`);
  const resent = [...caught.values()].reduce((sum, entry) => sum + entry.copies - entry.messageIds.size, 0);
  return { expected: expected.size, found, missing: missing.length, doubled, unexpected: unexpected.length, resent };
}
