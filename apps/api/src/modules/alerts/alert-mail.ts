import { ALERT_KIND_LABELS, alertCountsText, type AlertKind } from '@utah-land/shared';
import type { MailMessage } from '../../lib/mailer.js';

// The digest mail: what was found, each entry with a link that opens the map on it, and a one-click unsubscribe
// (a link, and the List-Unsubscribe headers mail programs show as a button: RFC 8058).

export interface DigestMail {
  to: string;
  firstname: string;
  title: string;
  windowEnd: Date;
  frequency: string;
  total: number;
  counts: Record<string, number>;
  mapUrl: string;
  entries: { kind: string; label: string; detail: string; mapUrl: string }[];
  unsubscribeToken: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function digestMessage(publicUrl: string, d: DigestMail): MailMessage {
  const abs = (path: string) => `${publicUrl}${path}`;
  const unsubscribePage = abs(`/alerts/unsubscribe?token=${encodeURIComponent(d.unsubscribeToken)}`);
  const oneClick = abs(`/api/alerts/unsubscribe?token=${encodeURIComponent(d.unsubscribeToken)}`);
  const day = d.windowEnd.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'America/Denver' });
  const more = d.total - d.entries.length;
  const label = (kind: string) => ALERT_KIND_LABELS[kind as AlertKind] ?? kind;
  const text = [
    `Hello ${d.firstname},`,
    '',
    `Your ${d.frequency} alert '${d.title}' found ${d.total} new ${d.total === 1 ? 'item' : 'items'} up to ${day}: ${alertCountsText(d.counts)}.`,
    '',
    ...d.entries.map((e) => `- ${label(e.kind)}: ${e.label}. ${e.detail}\n  ${abs(e.mapUrl)}`),
    ...(more > 0 ? ['', `…and ${more} more.`] : []),
    '',
    `Open them all on the map: ${abs(d.mapUrl)}`,
    '',
    `Stop these e-mails (one click): ${unsubscribePage}`,
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(d.firstname)},</p>`,
    `<p>Your ${escapeHtml(d.frequency)} alert <strong>${escapeHtml(d.title)}</strong> found ${d.total} new ${d.total === 1 ? 'item' : 'items'} up to ${escapeHtml(day)}: ${escapeHtml(alertCountsText(d.counts))}.</p>`,
    '<ul>',
    ...d.entries.map(
      (e) =>
        `<li><strong>${escapeHtml(label(e.kind))}</strong>: <a href="${escapeHtml(abs(e.mapUrl))}">${escapeHtml(e.label)}</a>. ${escapeHtml(e.detail)}</li>`,
    ),
    '</ul>',
    ...(more > 0 ? [`<p>…and ${more} more.</p>`] : []),
    `<p><a href="${escapeHtml(abs(d.mapUrl))}">Open them all on the map</a></p>`,
    `<p style="color:#888"><a href="${escapeHtml(unsubscribePage)}">Stop these e-mails</a></p>`,
  ].join('\n');
  return {
    to: d.to,
    subject: `Utah Land alert: ${d.total} new for '${d.title}'`,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
