import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useStores } from '../../app/StoreContext';
import { expandPerm } from '../../stores/picking/permCombinations';
import { lineText } from './PickedLines';

/** /permbets: the plays the perm entries being picked stand for, every combination listed. */
export const PermBetsPage = observer(function PermBetsPage() {
  const { picking } = useStores();
  const { t } = useTranslation();
  const game = picking.game;
  if (!game || picking.mode !== 'perm')
    return (
      <section className="section-page" data-testid="perm-bets">
        <p data-testid="perm-bets-none">{t('pick.perm.none')}</p>
        <Link to="/permlobby">{t('routes.permlobby')}</Link>
      </section>
    );
  return (
    <section className="section-page" data-testid="perm-bets">
      <h1>{game.gameTitle}</h1>
      {picking.lines.map((entry, i) => (
        <section key={`${entry}-${i}`} data-testid="perm-entry">
          <h2>{lineText(entry)}</h2>
          <ol className="record-list">
            {expandPerm(entry, game.gamePlaySize).map((play) => (
              <li key={play} data-testid="perm-play">
                {lineText(play)}
              </li>
            ))}
          </ol>
        </section>
      ))}
      <Link to={`/permpick?id=${game.gameInstanceId}`}>{t('pick.perm.back')}</Link>
    </section>
  );
});
