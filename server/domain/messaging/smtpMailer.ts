import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { SiteConfig } from '../../config/schema';
import type { Mailer } from './mailer';

export interface SmtpOptions {
  /** smtp://user:pass@host:port or smtps://...; holds credentials, so it is never logged. */
  url: string;
  /** Sender address (SMTP_FROM); default `<siteName> <no-reply@<siteUrl host>>` of the player's site. */
  from?: string;
}

interface SmtpDeps {
  site: (memberId: number) => SiteConfig | undefined;
  log: Pick<Logger, 'warn'>;
}

/** The sender of a site's mail when the operator did not set one (nodemailer quotes the name). */
export function defaultSender(site: SiteConfig | undefined): { name: string; address: string } {
  if (!site) return { name: 'Drawhall', address: 'no-reply@localhost' };
  return { name: site.siteName, address: `no-reply@${new URL(site.siteUrl).hostname}` };
}

/** Where the log may say the mail went: host and port only, never user or password. */
export function smtpTarget(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return 'smtp (unparsable url)';
  }
}

/**
 * Real delivery through an SMTP server (nodemailer). A failed delivery is logged and does not fail
 * the call that sent it: the player's account change is already committed, and every mail the
 * platform sends can be asked for again (Resend Email, a new reset link). The message bodies carry
 * live tokens and the URL carries credentials, so neither goes to the log.
 */
export function createSmtpMailer(options: SmtpOptions, deps: SmtpDeps): Mailer & { close(): void } {
  const transport = nodemailer.createTransport(options.url);
  const target = smtpTarget(options.url);
  return {
    async send(mail) {
      try {
        await transport.sendMail({
          from: options.from || defaultSender(deps.site(mail.memberId)),
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        });
      } catch (error) {
        const { code, responseCode, command } = (error ?? {}) as Record<string, unknown>;
        deps.log.warn(
          { smtp: target, memberId: mail.memberId, code, responseCode, command },
          'mail delivery failed',
        );
      }
    },
    close: () => transport.close(),
  };
}
