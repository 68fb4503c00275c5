import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as the catcher received it: its envelope recipients and the parsed message. */
export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  from: string;
  /** Files sent with the mail (a receipt's calendar), their content as text. */
  attachments: { filename: string; contentType: string; content: string }[];
}

export interface MailCatcher {
  /** What a sender's SMTP_URL should be. */
  smtpUrl: string;
  /** Every mail received so far, in order. */
  mails: CaughtMail[];
  /** The first mail (received or to come) to `address` that `match` accepts; fails after `timeoutMs`. */
  waitFor(address: string, match?: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  /** Mails received for `address`. */
  to(address: string): CaughtMail[];
  /** While true, every connection is refused as an SMTP server that is down would refuse it. */
  refuseConnections(refuse: boolean): void;
  stop(): Promise<void>;
}

const toCaught = (recipients: string[], parsed: ParsedMail): CaughtMail => ({
  to: recipients,
  subject: parsed.subject ?? '',
  text: parsed.text ?? '',
  html: typeof parsed.html === 'string' ? parsed.html : '',
  messageId: parsed.messageId ?? '',
  from: parsed.from?.text ?? '',
  attachments: parsed.attachments.map((attachment) => ({
    filename: attachment.filename ?? '',
    contentType: attachment.contentType,
    content: attachment.content.toString('utf8'),
  })),
});

/**
 * A real SMTP server on a free loopback port (smtp-server), parsing what it receives (mailparser): for tests that
 * check the mails a service sends over SMTP, as a person's mail client would read them.
 */
export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      callback(refusing ? Object.assign(new Error('Service not available'), { responseCode: 421 }) : undefined);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push(
            toCaught(
              session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
              parsed,
            ),
          );
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const to = (address: string) => mails.filter((mail) => mail.to.includes(address.toLowerCase()));
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mails,
    to,
    refuseConnections(refuse) {
      refusing = refuse;
    },
    waitFor(address, match = () => true, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = to(address).find(match);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `No matching mail to ${address} within ${timeoutMs} ms (got: ${JSON.stringify(to(address).map((mail) => mail.subject))})`,
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
