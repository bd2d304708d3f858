import { PushEvent, Topic } from '../../../protocol/events';
import type { RichMediaKind, RichMediaRule, RichMediaRules } from '../../../protocol/operator/roles';
import type { PushHub } from '../../ports/pushHub';
import type { Queryable } from '../../storage/db';

/**
 * What operators decided about rich sound and animation on a site, per game kind (issue 30). A
 * forced value overrides the player's own choice on the sound settings screen and on the stage;
 * `player` leaves the choice to the player, with the site's configured default until they make
 * one. Read from the database at init, so every server process and every page loaded later agrees.
 */
export async function richMediaOf(q: Queryable, memberId: number): Promise<RichMediaRules> {
  const rows = await q.query<{
    game_kind: RichMediaKind;
    sound: RichMediaRule['sound'];
    animation: RichMediaRule['animation'];
  }>('SELECT game_kind, sound, animation FROM site_rich_media WHERE member_id = $1', [memberId]);
  const rules: RichMediaRules = {};
  for (const row of rows)
    if (row.sound !== 'player' || row.animation !== 'player')
      rules[row.game_kind] = { sound: row.sound, animation: row.animation };
  return rules;
}

/** Stores one kind's rule; the rule it replaced (for the audit log). */
export async function storeRichMedia(
  q: Queryable,
  memberId: number,
  kind: RichMediaKind,
  rule: RichMediaRule,
  now: number,
): Promise<RichMediaRule> {
  const before = (await richMediaOf(q, memberId))[kind] ?? { sound: 'player', animation: 'player' };
  await q.query(
    `INSERT INTO site_rich_media (member_id, game_kind, sound, animation, updated_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (member_id, game_kind) DO UPDATE SET sound = $3, animation = $4, updated_at = $5`,
    [memberId, kind, rule.sound, rule.animation, now],
  );
  return before;
}

/** Open pages of the site apply the new rules at once (the hub carries it to every process). */
export function announceRichMedia(push: PushHub, memberId: number, rules: RichMediaRules): void {
  push.publish(Topic.lobbyOf(memberId), PushEvent.richMedia, { richMedia: rules });
}
