import type { MailBlock, MailContent, RenderedMail } from './mail-content.js';

// The product's look (libs/ui's light theme): mail clients ignore style sheets and dark themes of their own, so every
// style is inline and the colours are the ones the site shows on a light page.
const COLORS = {
  background: '#f7f6fb',
  surface: '#ffffff',
  text: '#1c1830',
  muted: '#55506a',
  border: '#e2ddf0',
  primary: '#6d28d9',
  onPrimary: '#ffffff',
  soft: '#ede7fb',
};
const FONT = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML: every value in a mail comes from users (names, class names, feedback) and is escaped. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

const multiline = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;line-height:1.5">${multiline(block.text)}</p>`;
    case 'quote':
      return `<blockquote style="margin:0 0 16px;padding:12px 16px;background:${COLORS.soft};border-left:4px solid ${COLORS.primary};line-height:1.5">${multiline(block.text)}</blockquote>`;
    case 'action':
      return `<p style="margin:24px 0"><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:12px 20px;background:${COLORS.primary};color:${COLORS.onPrimary};text-decoration:none;border-radius:8px;font-weight:600">${escapeHtml(block.label)}</a></p>`;
    case 'details':
      return `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px">${block.rows
        .map((row) => {
          const weight = row.strong ? 'font-weight:700;' : '';
          const cell = `padding:8px 0;border-bottom:1px solid ${COLORS.border};${weight}`;
          return `<tr><td style="${cell}color:${COLORS.muted}">${escapeHtml(row.label)}</td><td style="${cell}text-align:right;overflow-wrap:anywhere">${escapeHtml(row.value)}</td></tr>`;
        })
        .join('')}</table>`;
  }
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'quote':
      return block.text
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n');
    case 'action':
      return `${block.label}: ${block.url}`;
    case 'details': {
      const width = Math.max(...block.rows.map((row) => row.label.length));
      return block.rows.map((row) => `${`${row.label}:`.padEnd(width + 2)}${row.value}`).join('\n');
    }
  }
}

const FOOTER = 'ClassHub, the class marketplace. You get this mail because of your ClassHub account.';

/** Lays a mail out in ClassHub's look as HTML and as plain text, from the same blocks. */
export function renderMail(content: MailContent): RenderedMail {
  const greeting = `Hello ${content.greetingName},`;
  const text = [
    content.heading,
    '',
    greeting,
    '',
    ...content.blocks.map(blockText).flatMap((part) => [part, '']),
    '--',
    FOOTER,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:0;background:${COLORS.background};color:${COLORS.text};${FONT}">
<table role="presentation" style="width:100%;border-collapse:collapse;background:${COLORS.background}"><tr><td style="padding:24px 12px">
<table role="presentation" style="width:100%;max-width:600px;margin:0 auto;border-collapse:collapse;background:${COLORS.surface};border:1px solid ${COLORS.border};border-radius:12px">
<tr><td style="padding:20px 24px;background:${COLORS.primary};color:${COLORS.onPrimary};border-radius:12px 12px 0 0;font-size:20px;font-weight:700">ClassHub</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3">${escapeHtml(content.heading)}</h1>
<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(greeting)}</p>
${content.blocks.map(blockHtml).join('\n')}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid ${COLORS.border};color:${COLORS.muted};font-size:13px;line-height:1.5">${escapeHtml(FOOTER)}</td></tr>
</table></td></tr></table>
</body></html>`;
  return { subject: content.subject, text, html };
}
