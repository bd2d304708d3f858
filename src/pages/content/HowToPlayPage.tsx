import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { gameKindOf, type GameKind } from '../../../protocol/gameRules';
import type { GameInstance } from '../../../protocol/types';
import { useStores } from '../../app/StoreContext';
import { displayMoney } from '../../format/money';
import { sanitizeHtml } from '../../format/sanitizeHtml';
import { SectionPage } from '../account/AccountLayout';
import { SiteContentHtml } from './SiteContentHtml';
import { TutorialOverlay } from '../../app/tutorial/TutorialOverlay';
import { TUTORIAL_KINDS } from '../../stores/tutorial/TutorialStore';

/** Every kind's first-time tutorial, again on request (the instant kinds have no section above). */
function Tutorials() {
  const { tutorial } = useStores();
  const { t } = useTranslation();
  return (
    <section className="howtoplay__kind" data-testid="howtoplay-tutorials">
      <h2>{t('tutorial.heading')}</h2>
      <ul className="form__actions">
        {TUTORIAL_KINDS.map((kind) => (
          <li key={kind}>
            <button
              type="button"
              className="button"
              data-testid={`howtoplay-tutorial-${kind}`}
              onClick={() => tutorial.show(kind)}
            >
              {t(`tutorial.${kind}.title`)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The site's games grouped by kind, in the order they first appear in the lobby. */
function byKind(games: GameInstance[]): [GameKind, GameInstance[]][] {
  const groups = new Map<GameKind, GameInstance[]>();
  for (const game of games) {
    const kind = gameKindOf(game.gameRule);
    if (!kind) continue;
    const group = groups.get(kind) ?? [];
    if (!group.some((g) => g.gameId === game.gameId)) group.push(game);
    groups.set(kind, group);
  }
  return [...groups];
}

/**
 * /howtoplay: the operator's introduction, then one section per game kind the site runs, each
 * game's rules taken from its configuration (numbers to pick, ball range, cost, plays allowed)
 * and its operator description.
 */
export const HowToPlayPage = observer(function HowToPlayPage() {
  const { lobby, gameInfo } = useStores();
  const { t } = useTranslation();
  const groups = byKind(lobby.allGames);
  const gameIds = groups.flatMap(([, games]) => games.map((g) => g.gameId)).join(',');
  useEffect(() => {
    for (const id of gameIds.split(',').filter(Boolean)) void gameInfo.loadLobby(Number(id));
  }, [gameIds, gameInfo]);
  return (
    <SectionPage titleKey="routes.howtoplay" testId="howtoplay-page" back={null}>
      <SiteContentHtml name="howtoplay" />
      <TutorialOverlay />
      {groups.map(([kind, games]) => (
        <section key={kind} className="howtoplay__kind" data-testid={`howtoplay-kind-${kind}`}>
          <h2>{t(`pages.howtoplay.kinds.${kind}.title`)}</h2>
          <p>{t(`pages.howtoplay.kinds.${kind}.intro`)}</p>
          {games.map((game) => (
            <GameRules key={game.gameId} game={game} />
          ))}
        </section>
      ))}
      <Tutorials />
    </SectionPage>
  );
});

const GameRules = observer(function GameRules({ game }: { game: GameInstance }) {
  const { gameInfo, configuration } = useStores();
  const { t } = useTranslation();
  const lobbyInfo = gameInfo.lobbyOf(game);
  const description = lobbyInfo?.description ?? '';
  const money = (amount: number) =>
    displayMoney(amount, game.currencyId, configuration.currency(game.currencyId));
  return (
    <article className="howtoplay__game" data-testid="howtoplay-game">
      <h3>{lobbyInfo?.gameTitle ?? game.gameTitle}</h3>
      <ul>
        {game.gamePlaySize > 0 && game.drawRange > 0 && (
          <li data-testid="howtoplay-pick">
            {t('pages.howtoplay.pick', { count: game.gamePlaySize, range: game.drawRange })}
          </li>
        )}
        {game.gamePlaySize2nd > 0 && game.drawRange2nd > 0 && (
          <li>{t('pages.howtoplay.pick2nd', { count: game.gamePlaySize2nd, range: game.drawRange2nd })}</li>
        )}
        <li data-testid="howtoplay-cost">
          {game.gamePlayCost > 0
            ? t('pages.howtoplay.cost', { cost: money(game.gamePlayCost) })
            : t('pages.howtoplay.free')}
        </li>
        {game.playerPlayMax > 0 && <li>{t('pages.howtoplay.maxPlays', { count: game.playerPlayMax })}</li>}
      </ul>
      {description && <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(description) }} />}
    </article>
  );
});
