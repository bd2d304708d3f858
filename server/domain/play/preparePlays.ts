import {
  expandPermEntry,
  formatPlay,
  luckyDip,
  parsePlay,
  prepareBets,
  type BetType,
  type OneDrawRules,
  type PlayRules,
} from '../draw';
import type { InstanceSnapshot } from '../games/snapshot';
import { JoinExit, type JoinExitCode } from './exits';
import { replayBetLines } from './replayBetLines';
import { bingoCardsFor } from '../bingo/dealForJoin';

export type PreparedPlays = { ok: true; plays: string[] } | { ok: false; detail: string };

/** Most lines one join may expand to, whatever the per-player limit (perms grow fast). */
export const MAX_LINES_PER_JOIN = 5000;

export function playRulesOf(s: InstanceSnapshot): PlayRules {
  return {
    pickSize: s.pickSize,
    ballRange: s.ballRange,
    ...(s.pickSize2nd > 0 ? { secondSet: { pickSize: s.pickSize2nd, ballRange: s.ballRange2nd } } : {}),
  };
}

/** A fixed-odds one-draw game's rules: pickSize balls are drawn, odds per offered bet type. */
export function oneDrawRulesOf(s: InstanceSnapshot): OneDrawRules | null {
  if (!s.oneDraw) return null;
  return {
    ballRange: s.ballRange,
    drawCount: s.pickSize,
    odds: s.oneDraw.odds,
    ...(s.oneDraw.maxPermNumbers ? { maxPermNumbers: s.oneDraw.maxPermNumbers } : {}),
  };
}

/**
 * Checks every play the player picked against the game (count, range, repeats, second set) and
 * quick-picks the rest up to `count`. Plays are stored in canonical (sorted) form, so the same
 * line always reads the same in results and history.
 */
export function preparePlays(userPlays: readonly string[], count: number, rules: PlayRules): PreparedPlays {
  if (userPlays.length > count) return { ok: false, detail: 'more plays than userPlaysCount' };
  const plays: string[] = [];
  for (let i = 0; i < userPlays.length; i++) {
    const parsed = parsePlay(userPlays[i], rules);
    if (!parsed.ok) return { ok: false, detail: `play ${i + 1}: ${parsed.error.message}` };
    plays.push(formatPlay(parsed.play));
  }
  while (plays.length < count) plays.push(luckyDip(rules));
  return { ok: true, plays };
}

/** What a join asks for, as far as its plays go. */
export interface PlaysRequest {
  userPlays: readonly string[];
  userPlaysCount: number;
  /** Bet type of every play: required by fixed-odds one-draw games, refused by ranked games. */
  betType?: string;
  /** Perm entry (joinGamePerm): each play of a ranked game is expanded into its combinations. */
  perm?: boolean;
  /**
   * A subscription's replay of one-draw bet lines as sold: userPlays are the lines and this is
   * each line's bet type (the bets were already expanded and checked when bought).
   */
  lineBetTypes?: readonly string[];
  /** The stake per line the player was shown, minor units; when given it must be the play cost. */
  stakeMinor?: number;
}

export type JoinPlays =
  { ok: true; plays: string[]; betTypes?: BetType[] } | { ok: false; code: JoinExitCode; detail: string };

/**
 * The plays (lines) a join sells, one per play row, whatever way they were asked for: picked and
 * lucky-dipped plays of a ranked game, a perm entry's combinations, or a one-draw bet's lines.
 * Each line costs the game's play cost, so the price is always lines * cost.
 */
export function prepareJoinPlays(req: PlaysRequest, s: InstanceSnapshot): JoinPlays {
  const fail = (detail: string, code: JoinExitCode = JoinExit.cannotConfirmPlays): JoinPlays => ({
    ok: false,
    code,
    detail,
  });
  if (req.stakeMinor !== undefined && req.stakeMinor !== s.costMinor)
    return fail('the stake per line is the game’s play cost');
  const maxLines = Math.min(s.maxPlaysPerPlayer, MAX_LINES_PER_JOIN);
  if (s.bingo) {
    const cards = bingoCardsFor(req, s.bingo, maxLines);
    return cards.ok ? cards : fail(cards.detail, cards.code);
  }
  const oneDraw = oneDrawRulesOf(s);
  if (oneDraw) {
    if (req.lineBetTypes) {
      const replay = replayBetLines(req.userPlays, req.lineBetTypes, oneDraw, maxLines);
      return replay.ok ? replay : fail(replay.detail);
    }
    if (!req.betType) return fail('choose a bet type');
    const bets = prepareBets(req.betType, req.userPlays, req.userPlaysCount, oneDraw, maxLines);
    if (!bets.ok) return fail(bets.detail, bets.tooManyLines ? JoinExit.tooManyLines : undefined);
    return { ok: true, plays: bets.lines.map((l) => l.play), betTypes: bets.lines.map((l) => l.betType) };
  }
  const rules = playRulesOf(s);
  if (req.perm) {
    if (req.betType !== 'Perm') return fail('a perm entry of this game has bet type Perm');
    const plays: string[] = [];
    for (let i = 0; i < req.userPlays.length; i++) {
      const entry = expandPermEntry(req.userPlays[i], rules, maxLines - plays.length);
      if (!entry.ok)
        return fail(`play ${i + 1}: ${entry.detail}`, entry.tooManyPlays ? JoinExit.tooManyLines : undefined);
      plays.push(...entry.plays);
    }
    return plays.length > 0 ? { ok: true, plays } : fail('no plays');
  }
  if (req.betType) return fail('this game has no bet types');
  const prepared = preparePlays(req.userPlays, req.userPlaysCount, rules);
  return prepared.ok ? prepared : fail(prepared.detail);
}
