import type { SiteConfig } from '../../config/schema';
import type { Mail } from './mailer';

// Plain-text messages with the links the client routes handle (/emailconfirmation?key=,
// /password?key=). English for now; the player's language comes with the content issue.

/**
 * A link into the player's own site: the configured siteUrl's origin and base path, with its query
 * kept (a shared host picks the white label by `?site=N`), so a site-2 player lands on site 2.
 */
export function siteLink(site: SiteConfig, path: string, params: Record<string, string>): string {
  const url = new URL(site.siteUrl);
  url.pathname = `${url.pathname.replace(/\/$/, '')}${path}`;
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

const link = (site: SiteConfig, path: string, token: string) => siteLink(site, path, { key: token });

export function emailConfirmationMail(site: SiteConfig, to: string, token: string): Mail {
  return {
    memberId: site.memberId,
    to,
    subject: `${site.siteName}: confirm your email address`,
    text: `Please confirm your email address by opening this link:\n${link(site, '/emailconfirmation', token)}\n`,
  };
}

export function passwordResetMail(site: SiteConfig, to: string, token: string): Mail {
  return {
    memberId: site.memberId,
    to,
    subject: `${site.siteName}: reset your password`,
    text:
      `Someone asked to reset the password of your account. If it was you, open this link:\n` +
      `${link(site, '/password', token)}\nIf it was not you, ignore this email.\n`,
  };
}

export function phoneCodeText(site: SiteConfig, code: string): string {
  return `${site.siteName} code: ${code}`;
}

/** The token in a link of an outbox message (tests and the dev outbox page use it). */
export function tokenFromMessage(body: string): string | null {
  const match = /[?&]key=([^\s&]+)/.exec(body);
  return match ? decodeURIComponent(match[1]) : null;
}
