import type { Mailer } from '../../lib/mailer.js';

/** en-US long format, as the UI shows dates (e.g. 'March 5, 2027'). */
export function longDate(d: Date | string): string {
  return new Date(d).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

interface Recipient {
  email: string;
  firstname: string;
}

export function sendActivationMail(
  mailer: Mailer,
  to: Recipient,
  info: { productName: string; renewsOn: Date | string; publicUrl: string },
) {
  const text = [
    `Hi ${to.firstname},`,
    '',
    `Your subscription has been activated successfully! Thank you for subscribing to ${info.productName}.`,
    `Your subscription will auto renew on ${longDate(info.renewsOn)} unless cancelled.`,
    '',
    `Open the map: ${info.publicUrl}/map`,
  ].join('\n');
  return mailer.send({ to: to.email, subject: 'Your subscription is active', text });
}

export function sendCancellationMail(
  mailer: Mailer,
  to: Recipient,
  info: { endsOn: Date | string; publicUrl: string },
) {
  const text = [
    `Hi ${to.firstname},`,
    '',
    `Subscription cancelled successfully. Your subscription will be cancelled at the end of the billing period ${longDate(info.endsOn)}.`,
    'You keep full access until then. You can subscribe again at any time after it ends.',
    '',
    `Your profile: ${info.publicUrl}/profile`,
  ].join('\n');
  return mailer.send({ to: to.email, subject: 'Your subscription has been cancelled', text });
}
