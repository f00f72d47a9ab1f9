import type { Mailer } from '../../lib/mailer.js';

const PRODUCT = 'Utah Land';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function html(greeting: string, paragraphs: string[], link: string, button: string) {
  const ps = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const href = escapeHtml(link);
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937">
<p>${escapeHtml(greeting)}</p>
${ps}
<p><a href="${href}" style="display:inline-block;padding:10px 18px;background:#1677ff;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(button)}</a></p>
<p style="font-size:12px;color:#6b7280">If the button does not work, copy this link into your browser:<br>${href}</p>
<p>The ${PRODUCT} team</p>
</body></html>`;
}

interface Recipient {
  email: string;
  firstname: string;
}

export function sendVerificationMail(mailer: Mailer, user: Recipient, link: string) {
  const greeting = `Hello ${user.firstname},`;
  const lines = [
    `Please confirm your e-mail address to finish setting up your ${PRODUCT} account.`,
    'The link below works once and expires in 24 hours.',
  ];
  return mailer.send({
    to: user.email,
    subject: `Verify your e-mail address for ${PRODUCT}`,
    text: `${greeting}\n\n${lines.join('\n')}\n\nVerify your e-mail: ${link}\n\nIf you did not create an account, you can ignore this e-mail.\n\nThe ${PRODUCT} team\n`,
    html: html(
      greeting,
      [...lines, 'If you did not create an account, you can ignore this e-mail.'],
      link,
      'Verify e-mail',
    ),
  });
}

export function sendPasswordResetMail(mailer: Mailer, user: Recipient, link: string) {
  const greeting = `Hello ${user.firstname},`;
  const lines = [
    `We received a request to reset the password of your ${PRODUCT} account.`,
    'The link below works once and expires in one hour.',
  ];
  return mailer.send({
    to: user.email,
    subject: `Reset your ${PRODUCT} password`,
    text: `${greeting}\n\n${lines.join('\n')}\n\nReset your password: ${link}\n\nIf you did not ask for this, you can ignore this e-mail; your password stays the same.\n\nThe ${PRODUCT} team\n`,
    html: html(
      greeting,
      [...lines, 'If you did not ask for this, you can ignore this e-mail; your password stays the same.'],
      link,
      'Reset password',
    ),
  });
}
