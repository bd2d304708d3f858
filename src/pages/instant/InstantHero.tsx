import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { InstantGameInfo } from '../../../protocol/instant/wire';
import { useStores } from '../../app/StoreContext';
import { displayMoney } from '../../format/money';
import { instantArtOf } from '../lobby/tileArt';
import { InstantGameFacts } from './InstantGameFacts';

/**
 * An instant game's band on top of its page, as the pick page's: the game's tile colours and
 * picture, its name, the top prize set large (what draws a player in), then price, odds and
 * return to player.
 */
export const InstantHero = observer(function InstantHero({ game }: { game: InstantGameInfo }) {
  const { configuration } = useStores();
  const { t } = useTranslation();
  const art = instantArtOf(game);
  const topPrizeText = displayMoney(game.topPrize, game.currencyId, configuration.currency(game.currencyId));
  return (
    <header className={`instant-hero lobby-tile--art-${art.name}`} data-testid="instant-hero">
      <div className="instant-hero__text">
        <h1 className="instant-hero__title">{game.title}</h1>
        {game.description && <p className="instant-hero__description">{game.description}</p>}
        <p className="instant-hero__prize">
          <span className="instant-hero__eyebrow">{t('instant.winUpTo')}</span>
          <span className="instant-hero__amount" data-testid="instant-hero-top-prize">
            {topPrizeText}
          </span>
        </p>
        <InstantGameFacts game={game} full topPrize={false} />
      </div>
      <img className="instant-hero__art" src={art.url} alt="" aria-hidden="true" data-art={art.name} />
    </header>
  );
});
