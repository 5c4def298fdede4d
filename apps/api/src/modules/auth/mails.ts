import type { Mail } from '../../lib/mailer';

export const CONFIRM_TOKEN_TTL_MS = 24 * 3_600_000;
export const RESET_TOKEN_TTL_MS = 3_600_000;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function compose(to: string, subject: string, lines: string[], link: string, action: string): Mail {
  const [intro, ...rest] = lines;
  const text = [intro, '', link, '', ...rest].join('\n');
  const html = [
    `<p>${escapeHtml(intro ?? '')}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    ...rest.map((l) => `<p>${escapeHtml(l)}</p>`),
  ].join('\n');
  return { to, subject, text, html };
}

export function confirmationMail(publicUrl: string, to: string, token: string): Mail {
  return compose(
    to,
    'Confirm your e-mail',
    [
      'Welcome! Please confirm your e-mail address by opening this link:',
      'The link works once and expires in 24 hours.',
      'If you did not create an account, you can ignore this e-mail.',
    ],
    `${publicUrl}/?confirmToken=${encodeURIComponent(token)}`,
    'Confirm my e-mail',
  );
}

export function passwordResetMail(publicUrl: string, to: string, token: string): Mail {
  return compose(
    to,
    'Reset your password',
    [
      'Someone asked to reset the password of your account. To choose a new password, open this link:',
      'The link works once and expires in 1 hour.',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ],
    `${publicUrl}/?resetToken=${encodeURIComponent(token)}`,
    'Choose a new password',
  );
}
