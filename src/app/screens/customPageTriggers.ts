import type { GameInstance } from '../../../protocol/types';
import { gameForLink, linkTargetOf } from '../../stores/lobby/gameLinks';

/**
 * One-click triggers an operator embeds in a custom page (spec section 2):
 * `<a data-one-click-buy="102">` sells a lottery or raffle game, `<a data-instant-one-click-buy="601">`
 * an instant game; `data-auto-launch="true"` opens the first such trigger when the page shows.
 */
export const TRIGGER_SELECTOR = '[data-one-click-buy], [data-instant-one-click-buy]';
export const AUTO_LAUNCH_SELECTOR =
  '[data-one-click-buy][data-auto-launch="true"], [data-instant-one-click-buy][data-auto-launch="true"]';

export interface TriggerContext {
  loggedIn: boolean;
  games: readonly GameInstance[];
  /** The instant game's kind (its route: scratchcard, spinner, crossword), if the site sells it. */
  instantKind(gameId: number): string | undefined;
}

const gameIdOf = (value: string | null): number | null =>
  value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;

/**
 * Where a trigger leads: a visitor buys a draw game through the one-click checkout, a player in
 * the game's picker (or its live show when it is drawing); an instant game opens on its kind's
 * page. Null for a trigger naming nothing this site sells.
 */
export function triggerPath(trigger: Element, context: TriggerContext): string | null {
  const drawGame = gameIdOf(trigger.getAttribute('data-one-click-buy'));
  if (drawGame !== null) {
    if (!context.loggedIn) return `/checkout?gid=${drawGame}`;
    const target = linkTargetOf(gameForLink(context.games, null, drawGame));
    return target ? `${target.path}?id=${target.id}` : null;
  }
  const instantGame = gameIdOf(trigger.getAttribute('data-instant-one-click-buy'));
  if (instantGame === null) return null;
  const kind = context.instantKind(instantGame);
  return kind ? `/${kind}?gid=${instantGame}` : null;
}
