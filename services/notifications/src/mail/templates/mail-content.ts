/** One part of a mail's body, rendered the same way as HTML and as plain text (mail-layout.ts). */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  /** A two-column list of figures (a receipt's lines); a `strong` row stands out (the total). */
  | { kind: 'details'; rows: { label: string; value: string; strong?: boolean }[] }
  /** A button in HTML, a bare link in text. */
  | { kind: 'action'; label: string; url: string }
  /** Someone else's words, set apart (feedback, a contact message, its reply). */
  | { kind: 'quote'; text: string };

/** A mail before it is laid out: what each template answers. */
export interface MailContent {
  subject: string;
  /** The first line of the body, also the HTML's title. */
  heading: string;
  /** Who it is to, by name, for the greeting. */
  greetingName: string;
  blocks: MailBlock[];
}

/** A mail ready for SMTP. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export const paragraph = (text: string): MailBlock => ({ kind: 'paragraph', text });
export const action = (label: string, url: string): MailBlock => ({ kind: 'action', label, url });
export const quote = (text: string): MailBlock => ({ kind: 'quote', text });
export const details = (rows: { label: string; value: string; strong?: boolean }[]): MailBlock => ({
  kind: 'details',
  rows,
});

/** What every template may link to: the site's origin and where to get help. */
export interface MailSite {
  publicUrl: string;
  supportEmail: string;
}
