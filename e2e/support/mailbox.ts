import { inject } from 'vitest';

export interface Mail {
  subject: string;
  text: string;
  to: string[];
}

/**
 * Waits for e-mail number `count` to `to` at the local SMTP server the e2e server sends through
 * (e-mail goes out after the answer, so it may arrive a moment later).
 */
export async function waitForMail(to: string, count = 1): Promise<Mail> {
  const url = `${inject('mailboxUrl')}?to=${encodeURIComponent(to)}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    const mails = (await (await fetch(url)).json()) as Mail[];
    if (mails.length >= count) return mails[count - 1]!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail number ${count} arrived for ${to}`);
}

/** The first link in an e-mail's text that starts with `prefix`. */
export function linkIn(mail: Mail, prefix: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`no link starting ${prefix} in:\n${mail.text}`);
  return link;
}
