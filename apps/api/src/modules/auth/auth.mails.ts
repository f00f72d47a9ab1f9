import type { Mailer } from '../../lib/mailer.js';

const PRODUCT = 'Utah Land';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function html(greeting: string, paragraphs: string[], link?: string, button?: string) {
  const ps = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const href = link ? escapeHtml(link) : '';
  const action =
    link && button
      ? `<p><a href="${href}" style="display:inline-block;padding:10px 18px;background:#1677ff;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(button)}</a></p>
<p style="font-size:12px;color:#6b7280">If the button does not work, copy this link into your browser:<br>${href}</p>`
      : '';
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937">
<p>${escapeHtml(greeting)}</p>
${ps}
${action}
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

/** Register with an e-mail that already has a verified account: the owner is told, nothing is created. */
export function sendAccountExistsMail(mailer: Mailer, user: Recipient, publicUrl: string) {
  const greeting = `Hello ${user.firstname},`;
  const lines = [
    `Someone, perhaps you, tried to create a new ${PRODUCT} account with this e-mail address. You already have one.`,
    `Sign in at ${publicUrl}/login. If you forgot your password, you can reset it at ${publicUrl}/forgot-password.`,
    'If this was not you, you can ignore this e-mail; nothing was changed.',
  ];
  return mailer.send({
    to: user.email,
    subject: `You already have a ${PRODUCT} account`,
    text: `${greeting}\n\n${lines.join('\n\n')}\n\nThe ${PRODUCT} team\n`,
    html: html(greeting, lines, `${publicUrl}/login`, 'Sign in'),
  });
}

/** A new e-mail address asked for: the confirmation link goes to it, the account keeps its address until then. */
export function sendEmailChangeMail(mailer: Mailer, user: Recipient, newEmail: string, link: string) {
  const greeting = `Hello ${user.firstname},`;
  const lines = [
    `Please confirm ${newEmail} as the new e-mail address of your ${PRODUCT} account.`,
    `Your account keeps its current address until you open the link below. It works once and expires in 24 hours.`,
  ];
  return mailer.send({
    to: newEmail,
    subject: `Confirm your new e-mail address for ${PRODUCT}`,
    text: `${greeting}\n\n${lines.join('\n')}\n\nConfirm your new e-mail: ${link}\n\nIf you did not ask for this, you can ignore this e-mail.\n\nThe ${PRODUCT} team\n`,
    html: html(
      greeting,
      [...lines, 'If you did not ask for this, you can ignore this e-mail.'],
      link,
      'Confirm e-mail',
    ),
  });
}

/** The notice to the current address that a change to `newEmail` was asked for. */
export function sendEmailChangeNotice(mailer: Mailer, user: Recipient, newEmail: string) {
  const greeting = `Hello ${user.firstname},`;
  const lines = [
    `We received a request to change the e-mail address of your ${PRODUCT} account to ${newEmail}.`,
    'The address changes only once the link we sent to the new address is opened.',
    'If you did not ask for this, please sign in and change your password, or contact admin.',
  ];
  return mailer.send({
    to: user.email,
    subject: `Your ${PRODUCT} e-mail address is being changed`,
    text: `${greeting}\n\n${lines.join('\n')}\n\nThe ${PRODUCT} team\n`,
    html: html(greeting, lines),
  });
}
