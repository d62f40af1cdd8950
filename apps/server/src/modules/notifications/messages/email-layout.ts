import escapeHtml from 'escape-html';
import type { EmailBody } from '../channels/email-channel';
import { venueContactLines, type VenueInfo } from './venue';

/**
 * One message in the venue's voice, written once and rendered as the e-mail's plain-text and HTML
 * parts (see docs/notifications.md#e-mail), so the two always say the same.
 */
export interface EmailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** Label and value pairs: the booking's or order's summary. */
  facts?: [string, string][];
  action?: { label: string; url: string };
  /** Lines after the button: what to do if something is wrong, small print. */
  closing?: string[];
  attachments?: EmailBody['attachments'];
}

const BRAND = '#4c3aa6';

function textPart(venue: VenueInfo, content: EmailContent): string {
  const width = Math.max(0, ...(content.facts ?? []).map(([label]) => label.length));
  return [
    content.heading,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.facts?.length
      ? [...content.facts.map(([label, value]) => `  ${`${label}:`.padEnd(width + 2)}${value}`), '']
      : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.closing ?? []).flatMap((line) => [line, '']),
    ...venueContactLines(venue),
  ].join('\n');
}

function htmlPart(venue: VenueInfo, content: EmailContent): string {
  const e = escapeHtml;
  const paragraph = (text: string) => `<p style="margin:0 0 16px;line-height:1.5">${e(text)}</p>`;
  const facts = content.facts?.length
    ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 20px">${content.facts
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 16px 4px 0;color:#555;vertical-align:top">${e(label)}</td><td style="padding:4px 0;font-weight:600">${e(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const action = content.action
    ? `<p style="margin:0 0 20px"><a href="${e(content.action.url)}" style="display:inline-block;background:${BRAND};color:#fff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:600">${e(content.action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#555;word-break:break-all">${e(content.action.url)}</p>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f7">
<div style="max-width:560px;margin:0 auto;padding:24px 16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;color:#1a1a1a">
<div style="background:#fff;border-radius:8px;padding:24px">
<p style="margin:0 0 8px;color:${BRAND};font-weight:700">${e(venue.name)}</p>
<h1 style="margin:0 0 16px;font-size:22px">${e(content.heading)}</h1>
${content.paragraphs.map(paragraph).join('\n')}
${facts}
${action}
${(content.closing ?? []).map(paragraph).join('\n')}
</div>
${venueContactLines(venue)
  .map(
    (line, index) =>
      `<p style="margin:${index === 0 ? 16 : 4}px 0 0;font-size:12px;color:#777;text-align:center">${e(line)}</p>`,
  )
  .join('\n')}
</div>
</body></html>`;
}

export function renderEmail(venue: VenueInfo, content: EmailContent): EmailBody {
  return {
    subject: content.subject,
    text: textPart(venue, content),
    html: htmlPart(venue, content),
    ...(content.attachments?.length ? { attachments: content.attachments } : {}),
  };
}
