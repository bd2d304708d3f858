import type { ReferralEntry } from '../../../protocol/calls/referrals';
import type { SiteConfig } from '../../config/schema';
import type { Clock } from '../../ports/clock';
import type { Db } from '../../storage/db';
import { normaliseEmail, siteCheck, type AttemptLimits } from '../limits';
import type { Mailer } from '../messaging/mailer';
import { moneyTx, type MoneyDeps } from '../ledger/moneyTx';
import { toMajor } from '../money';
import { payIfWagered } from './reward';
import { ensureReferralCode } from './codes';
import { referralInviteMail, referralLink } from './mail';

export type InviteOutcome = 'sent' | 'disabled' | 'limit' | 'self' | 'member';

export interface ReferralsService {
  /** A visit through a referral link: 1 when the code is known (and counted), 0 otherwise. */
  trackVisit(code: string): Promise<number>;
  /** The player's code and link (made on first use). */
  codeOf(player: { id: number; memberId: number }, site: SiteConfig): Promise<{ code: string; link: string }>;
  invite(
    player: {
      id: number;
      memberId: number;
      screenName: string;
      email: string | null;
      emailConfirmed: boolean;
    },
    site: SiteConfig,
    friend: { email: string; name?: string; message?: string },
  ): Promise<InviteOutcome>;
  report(player: { id: number; memberId: number }, site: SiteConfig): Promise<ReferralEntry[]>;
  /** Pays the held rewards whose referred players have wagered enough (a sweep; createServices). */
  releaseHeld(): Promise<number>;
}

interface ReferredRow extends Record<string, unknown> {
  id: number;
  screen_name: string;
  email: string | null;
  created_at: number;
  first_deposit_at: number | null;
  reward_minor: number | null;
}

const DAY_MS = 86_400_000;

export function createReferralsService(deps: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  limits: AttemptLimits;
  /** For paying held rewards through the ledger. */
  money: MoneyDeps;
  site(memberId: number): SiteConfig | undefined;
}): ReferralsService {
  const { db, clock } = deps;
  return {
    async trackVisit(code) {
      const rows = await db.query(
        'UPDATE referral_codes SET visits = visits + 1 WHERE code = $1 RETURNING 1',
        [code.trim().toUpperCase()],
      );
      return rows.length ? 1 : 0;
    },

    async codeOf(player, site) {
      const code = await ensureReferralCode(db, player, clock.now());
      return { code, link: referralLink(site, code) };
    },

    async invite(player, site, friend) {
      if (!site.referrals.enabled) return 'disabled';
      const email = friend.email.trim();
      const recipient = normaliseEmail(email);
      if (player.email && normaliseEmail(player.email) === recipient) return 'self';
      const now = clock.now();
      const member = await db.query(
        'SELECT 1 FROM players WHERE member_id = $1 AND lower(email) = lower($2)',
        [site.memberId, email],
      );
      if (member.length) return 'member';
      // Per recipient: one sender once a week, all senders together a few times a day.
      const refused = await deps.limits.take([
        siteCheck(site, 'invitePerSenderAndAddress', `${player.id}:${recipient}`),
        siteCheck(site, 'invitePerAddress', recipient),
      ]);
      if (refused) return 'limit';
      const sent = await db.tx(async (q) => {
        // Counted under the code row's lock, so parallel invites cannot pass the daily limit.
        const code = await ensureReferralCode(q, player, now);
        await q.query('SELECT 1 FROM referral_codes WHERE player_id = $1 FOR UPDATE', [player.id]);
        const today = await q.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM referral_invites WHERE player_id = $1 AND created_at > $2',
          [player.id, now - DAY_MS],
        );
        if (today[0].n >= site.referrals.invitesPerDay) return null;
        await q.query('INSERT INTO referral_invites (player_id, email, created_at) VALUES ($1, $2, $3)', [
          player.id,
          email,
          now,
        ]);
        return code;
      });
      if (sent === null) return 'limit';
      await deps.mailer.send(
        referralInviteMail(site, {
          to: email,
          from: player.screenName,
          // The sender's own words only from a confirmed address: else anyone could write to anyone.
          name: player.emailConfirmed ? friend.name : undefined,
          message: player.emailConfirmed ? friend.message : undefined,
          code: sent,
        }),
      );
      return 'sent';
    },

    async releaseHeld() {
      const held = await db.query<{ referred_player_id: number; member_id: number }>(
        "SELECT referred_player_id, member_id FROM referral_rewards WHERE status = 'held' ORDER BY created_at LIMIT 500",
      );
      let paid = 0;
      for (const row of held) {
        const site = deps.site(row.member_id);
        if (!site) continue;
        const id = Number(row.referred_player_id);
        if (await moneyTx(deps.money, (q) => payIfWagered(q, site, id, clock.now()))) paid++;
      }
      return paid;
    },

    async report(player, site) {
      const code = await ensureReferralCode(db, player, clock.now());
      const currency = site.referrals.rewardCurrency ?? site.currencies[0];
      const referred = await db.query<ReferredRow>(
        `SELECT p.id, p.screen_name, p.email, p.created_at,
           (SELECT min(o.updated_at) FROM cashier_orders o
             WHERE o.player_id = p.id AND o.order_type = 1 AND o.status = 2 AND o.method <> 'coupon') AS first_deposit_at,
           (SELECT sum(e.amount_minor) FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
             JOIN accounts a ON a.id = e.account_id
             WHERE t.idempotency_key = 'referral:' || p.id AND a.player_id = $3) AS reward_minor
         FROM players p
         WHERE p.member_id = $1 AND upper(p.details->>'refStr') = $2 AND p.id <> $3
         ORDER BY p.created_at`,
        [player.memberId, code, player.id],
      );
      const invites = await db.query<{ email: string; created_at: number }>(
        'SELECT email, created_at FROM referral_invites WHERE player_id = $1 ORDER BY created_at',
        [player.id],
      );
      const invitedOn = new Map<string, number>();
      for (const i of invites)
        if (!invitedOn.has(i.email.toLowerCase())) invitedOn.set(i.email.toLowerCase(), Number(i.created_at));
      const entries: ReferralEntry[] = referred.map((r) => {
        const key = r.email?.toLowerCase() ?? '';
        const invited = invitedOn.get(key) ?? Number(r.created_at);
        invitedOn.delete(key);
        return {
          screenName: r.screen_name,
          invitedOn: invited,
          registeredOn: Number(r.created_at),
          firstDepositOn: r.first_deposit_at === null ? null : Number(r.first_deposit_at),
          reward: toMajor(Number(r.reward_minor ?? 0), currency),
          currencyId: currency,
        };
      });
      // Invitations nobody has answered yet: the address stands in for the screen name.
      for (const [email, on] of invitedOn)
        entries.push({
          screenName: email,
          invitedOn: on,
          registeredOn: null,
          firstDepositOn: null,
          reward: 0,
          currencyId: currency,
        });
      return entries;
    },
  };
}
