import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { InstantGameInfo } from '../../../protocol/instant/wire';
import { GameArt, type ArtKind } from '../lobby/GameArt';
import { instantArtOf } from '../lobby/tileArt';
import { InstantGameFacts } from './InstantGameFacts';

const KIND_ART: Record<InstantGameInfo['kind'], ArtKind> = {
  scratchcard: 'scratch',
  spinner: 'spin',
  crossword: 'words',
};

/** An instant game in the lobby, in the live tiles' style: opens its kind's page. */
export const InstantTile = observer(function InstantTile({ game }: { game: InstantGameInfo }) {
  const { t } = useTranslation();
  const status = game.open ? 'open' : 'closed';
  const art = instantArtOf(game);
  return (
    <article
      className={`lobby-tile lobby-tile--${status} lobby-tile--picture lobby-tile--art-${art.name}`}
      data-testid="instant-tile"
      data-game-id={game.gameId}
      data-kind={game.kind}
      data-art={art.name}
    >
      <div className="lobby-tile__band">
        <GameArt kind={KIND_ART[game.kind]} label={game.titleShort || game.title} art={art} />
        <p className={`chip chip--${status} lobby-tile__status`}>{t(`instant.${status}`)}</p>
      </div>
      <div className="lobby-tile__body">
        <h3 className="lobby-tile__title">{game.title}</h3>
        <InstantGameFacts game={game} />
        {game.open && (
          <Link
            className="button button--wide button--primary"
            to={`/${game.kind}?gid=${game.gameId}`}
            data-testid="instant-tile-play"
          >
            {t('instant.play')}
          </Link>
        )}
      </div>
    </article>
  );
});
