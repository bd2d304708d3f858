import type { SiteConfig } from '../../config/schema';
import type { Mail } from '../messaging/mailer';

/** The link a friend opens: the site with ?refStr=, which the client tracks and keeps for registration. */
export const referralLink = (site: SiteConfig, code: string) =>
  `${site.siteUrl.replace(/\/$/, '')}/?refStr=${encodeURIComponent(code)}`;

export function referralInviteMail(
  site: SiteConfig,
  invite: { to: string; from: string; name?: string; message?: string; code: string },
): Mail {
  const greeting = invite.name ? `Hello ${invite.name},` : 'Hello,';
  const note = invite.message ? `\n${invite.from} writes: ${invite.message}\n` : '';
  return {
    memberId: site.memberId,
    to: invite.to,
    subject: `${invite.from} invites you to ${site.siteName}`,
    text:
      `${greeting}\n\n${invite.from} invites you to play at ${site.siteName}.\n${note}\n` +
      `Join through this link:\n${referralLink(site, invite.code)}\n`,
  };
}
