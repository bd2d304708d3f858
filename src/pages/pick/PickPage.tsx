import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useStores } from '../../app/StoreContext';
import { displayMoney } from '../../format/money';
import { BallGrid } from './BallGrid';

/** /pick?id=: the DOM number picker (keyboard and screen-reader friendly), confirm and join. */
export const PickPage = observer(function PickPage() {
  const { picking, session, ui, gameInfo, configuration } = useStores();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  useEffect(() => {
    if (id) picking.open(id);
  }, [picking, id]);
  const game = picking.game;
  if (!game)
    return (
      <section className="section-page" data-testid="pick-page">
        <p data-testid="pick-no-game">{t('pick.noGame')}</p>
        <Link to="/">{t('notFound.goHome')}</Link>
      </section>
    );
  const money = (n: number) => displayMoney(n, game.currencyId, configuration.currency(game.currencyId));
  const join = () => {
    if (!session.loggedIn) ui.openModal('login');
    else void picking.join();
  };
  return (
    <section className="section-page pick-page" data-testid="pick-page">
      <h1>{game.gameTitle}</h1>
      <div className="form__actions">
        <button
          type="button"
          className="button"
          data-testid="pick-rules"
          onClick={() => gameInfo.open('rules', game.gameInstanceId)}
        >
          {t('rules.title')}
        </button>
        <button
          type="button"
          className="button"
          data-testid="pick-payout"
          onClick={() => gameInfo.open('payout', game.gameInstanceId)}
        >
          {t('payout.title')}
        </button>
      </div>
      {picking.state === 'open' && (
        <>
          <p data-testid="pick-instructions">
            {t('pick.instructions', { count: game.gamePlaySize, max: game.drawRange })}
            {game.gamePlaySize2nd > 0 &&
              ` ${t('pick.instructions2nd', { count: game.gamePlaySize2nd, max: game.drawRange2nd })}`}
          </p>
          <BallGrid picking={picking} set={1} range={game.drawRange} />
          {game.gamePlaySize2nd > 0 && <BallGrid picking={picking} set={2} range={game.drawRange2nd} />}
          <div className="form__actions">
            <button
              type="button"
              className="button"
              data-testid="pick-lucky-dip"
              disabled={!picking.canAddLine}
              onClick={() => picking.luckyDip()}
            >
              {t('pick.luckyDip')}
            </button>
          </div>
          <p data-testid="pick-remaining">{t('pick.maxPlays', { count: picking.maxPlays })}</p>
        </>
      )}
      <ol className="record-list" data-testid="pick-lines" aria-label={t('pick.lines')}>
        {picking.lines.map((line, i) => (
          <li key={`${line}-${i}`} data-testid="pick-line">
            <span>{line.replace(/,/g, ' ').replace('#', ' # ')}</span>
            {picking.state === 'open' && (
              <button
                type="button"
                className="button"
                data-testid="pick-line-remove"
                aria-label={t('pick.removeLine', { line: i + 1 })}
                onClick={() => picking.removeLine(i)}
              >
                ×
              </button>
            )}
          </li>
        ))}
      </ol>
      <p data-testid="pick-total">{t('pick.total', { amount: money(picking.totalCost) })}</p>
      {picking.state === 'open' && (
        <button
          type="button"
          className="button button--primary button--wide"
          data-testid="pick-confirm"
          disabled={!picking.lines.length}
          onClick={() => picking.confirm()}
        >
          {t('pick.confirm')}
        </button>
      )}
      {(picking.state === 'confirm' || picking.state === 'joining') && (
        <div className="form__actions" data-testid="pick-confirm-step">
          <button type="button" className="button" data-testid="pick-edit" onClick={() => picking.edit()}>
            {t('pick.edit')}
          </button>
          <button
            type="button"
            className="button button--primary"
            data-testid="pick-join"
            disabled={picking.state === 'joining'}
            onClick={join}
          >
            {t('pick.join', { count: picking.lines.length })}
          </button>
        </div>
      )}
      {picking.state === 'joined' && (
        <div role="status" data-testid="pick-joined">
          <p>{t('pick.joined')}</p>
          <button type="button" className="button" data-testid="pick-more" onClick={() => picking.reset()}>
            {t('pick.more')}
          </button>
        </div>
      )}
      {picking.state === 'notJoined' && (
        <div role="alert" data-testid="pick-not-joined" data-code={picking.joinErrorCode ?? ''}>
          <p className="form__error">{picking.joinErrorKey ? t(picking.joinErrorKey) : t('common.failed')}</p>
          <button type="button" className="button" data-testid="pick-retry" onClick={() => picking.edit()}>
            {t('pick.edit')}
          </button>
        </div>
      )}
    </section>
  );
});
