import type { SiteConfig } from '../../config/schema';
import type { Mail } from '../messaging/mailer';
import { siteLink } from '../messaging/templates';

/**
 * The link a friend opens: the site with ?refStr=, which the client tracks and keeps for
 * registration. The siteUrl's own query stays (a shared host picks the white label by ?site=N).
 */
export const referralLink = (site: SiteConfig, code: string) => siteLink(site, '/', { refStr: code });

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
