import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InstantGameInfo } from '../../../protocol/instant/wire';
import { useStores } from '../../app/StoreContext';
import { Modal } from '../../app/dialogs/Modal';
import { displayMoney } from '../../format/money';

/** Buy 1 / Buy a pack, confirmed in the spec's 'instant one-click buy' dialog. */
export const InstantBuy = observer(function InstantBuy({ game }: { game: InstantGameInfo }) {
  const { instant, session, configuration, ui } = useStores();
  const { t } = useTranslation();
  const [count, setCount] = useState<number | null>(null);
  if (!game.open) return <p data-testid="instant-closed">{t('instant.closed')}</p>;
  if (!session.loggedIn)
    return (
      <div className="instant-buy" data-testid="instant-login-to-buy">
        <p>{t('instant.loginToBuy')}</p>
        <button type="button" className="button button--primary" onClick={() => ui.openModal('login')}>
          {t('header.login')}
        </button>
      </div>
    );
  const packs = [...new Set([1, ...game.packSizes])].sort((a, b) => a - b);
  const money = (n: number) => displayMoney(n, game.currencyId, configuration.currency(game.currencyId));
  const failure = instant.buyFailure;
  return (
    <div className="instant-buy" data-testid="instant-buy">
      {packs.map((n) => (
        <button
          key={n}
          type="button"
          className={n === 1 ? 'button button--primary' : 'button button--ghost'}
          data-testid={n === 1 ? 'instant-buy-one' : `instant-buy-${n}`}
          disabled={instant.buying}
          onClick={() => setCount(n)}
        >
          {n === 1 ? t('instant.buyOne') : t('instant.buyPack', { count: n })}
        </button>
      ))}
      {failure && (
        <p role="alert" className="form__error" data-testid="instant-buy-failure">
          {t('instant.buyFailed', { reason: failure.key ? t(failure.key) : failure.text })}
        </p>
      )}
      {count !== null && (
        <Modal title={t('instant.confirmTitle')} onClose={() => setCount(null)} testId="instant-buy-dialog">
          <p>{t('instant.confirmText', { count, game: game.title, amount: money(game.price * count) })}</p>
          <div className="form__actions">
            <button
              type="button"
              className="button button--primary"
              data-testid="instant-buy-confirm"
              disabled={instant.buying}
              onClick={() => {
                void instant.buy(game.gameId, count).then(() => setCount(null));
              }}
            >
              {instant.buying ? t('instant.buying') : t('instant.confirm')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setCount(null)}>
              {t('instant.cancel')}
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
});
