import type { Mail } from './mailer';

// The shape of every mail to a player: short lines of text, and at most one link to follow.

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The first line, then the link (with `action` as its text in HTML), then the rest. */
export function linkMail(to: string, subject: string, lines: string[], link: string, action: string): Mail {
  const [intro, ...rest] = lines;
  const text = [intro, '', link, '', ...rest].join('\n');
  const html = [
    `<p>${escapeHtml(intro ?? '')}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    ...rest.map((l) => `<p>${escapeHtml(l)}</p>`),
  ].join('\n');
  return { to, subject, text, html };
}

/** Plain notice, no link to follow. */
export function noticeMail(to: string, subject: string, lines: string[]): Mail {
  return { to, subject, text: lines.join('\n\n'), html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n') };
}

/** "2026-12-07 21:05 UTC": a time in a mail, the same for every reader. */
export const utcMinute = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
