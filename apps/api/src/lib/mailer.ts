import nodemailer from 'nodemailer';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../db/index.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (SMTP only), e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise the mail goes to the mail_outbox table and one log line says so. The line
 * never carries the mail's text: verification and reset links are credentials, and logs are read by many.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  db: Kysely<DB>;
  log: FastifyBaseLogger;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(m) {
        await transport.sendMail({
          from: opts.from,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
          headers: m.headers,
        });
      },
    };
  }
  return {
    async send(m) {
      await opts.db
        .insertInto('mail_outbox')
        .values({ to_address: m.to, subject: m.subject, text_body: m.text, html_body: m.html ?? null })
        .execute();
      opts.log.info(
        { to: m.to, subject: m.subject },
        'mail kept in the mail_outbox table (no SMTP_URL): read it there, e.g. select text_body from mail_outbox',
      );
    },
  };
}
