import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useStores } from '../../app/StoreContext';
import { PromotionBought } from './PickPromotion';
import { IssuedTicketCard, PaperTicketOption } from './PaperTicketParts';

/** Confirm, join, joined and not joined (numberPickingConfirm, ...Joined, ...NotJoined). */
export const JoinSteps = observer(function JoinSteps() {
  const { picking, session, ui } = useStores();
  const { t } = useTranslation();
  const join = () => {
    if (!session.loggedIn) ui.openModal('login');
    else void picking.join();
  };
  return (
    <>
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
      {(picking.state === 'confirm' || picking.state === 'joining') && session.loggedIn && (
        <PaperTicketOption />
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
            {t('pick.join', { count: picking.playsCount })}
          </button>
        </div>
      )}
      {(picking.state === 'joined' || picking.state === 'cancelling') && (
        <div role="status" data-testid="pick-joined">
          <p>{t('pick.joined')}</p>
          <IssuedTicketCard />
          <PromotionBought />
          {picking.game?.gameStatus === 'OPEN' && <CancelJoin />}
          <button type="button" className="button" data-testid="pick-more" onClick={() => picking.reset()}>
            {t('pick.more')}
          </button>
          <Link
            to={`/playout?id=${picking.gameInstanceId}`}
            className="button button--primary"
            data-testid="pick-watch"
          >
            {t('drawText.watch')}
          </Link>
          <Link to="/lobby" className="button" data-testid="pick-back-to-lobby">
            {t('pick.backToLobby')}
          </Link>
        </div>
      )}
      {picking.state === 'notJoined' && (
        <div role="alert" data-testid="pick-not-joined" data-code={picking.joinErrorCode ?? ''}>
          <p className="form__error" data-testid="pick-error">
            {picking.joinErrorKey ? t(picking.joinErrorKey) : t('common.failed')}
          </p>
          <button type="button" className="button" data-testid="pick-retry" onClick={() => picking.edit()}>
            {t('pick.edit')}
          </button>
        </div>
      )}
    </>
  );
});

/** Cancel the plays just bought while the draw is open: asked once more, then refunded. */
const CancelJoin = observer(function CancelJoin() {
  const { picking } = useStores();
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <>
        <button
          type="button"
          className="button button--ghost"
          data-testid="pick-cancel-join"
          onClick={() => setAsking(true)}
        >
          {t('pick.cancelJoin.open')}
        </button>
        {picking.cancelError && (
          <p className="form__error" role="alert" data-testid="pick-cancel-error">
            {t(picking.cancelError)}
          </p>
        )}
      </>
    );
  return (
    <p className="form__actions" data-testid="pick-cancel-confirm-row">
      <span>{t('pick.cancelJoin.question')}</span>
      <button
        type="button"
        className="button button--primary"
        data-testid="pick-cancel-confirm"
        disabled={picking.state === 'cancelling'}
        onClick={() => void picking.cancelJoin().finally(() => setAsking(false))}
      >
        {t('pick.cancelJoin.confirm')}
      </button>
      <button type="button" className="button" onClick={() => setAsking(false)}>
        {t('pick.cancelJoin.keep')}
      </button>
    </p>
  );
});
