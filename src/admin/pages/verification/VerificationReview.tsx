import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAdmin } from '../../AdminContext';
import { useBusy } from '../useBusy';
import { DocumentView } from './DocumentView';

/** One opened check: who filed what, the document, and the decision with its reason. */
export const VerificationReview = observer(function VerificationReview() {
  const { verification } = useAdmin();
  const { t, i18n } = useTranslation();
  const [reason, setReason] = useState('');
  const [busy, run] = useBusy();
  const opened = verification.opened;
  if (!opened) return null;
  const { request, document } = opened;
  const open = ['PENDING', 'ANSWERED', 'SUBMITTED'].includes(request.status);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const decide = (approve: boolean) => async (event?: FormEvent) => {
    event?.preventDefault();
    const notice = t(approve ? 'verification.accepted' : 'verification.rejected', {
      id: request.requestId,
      username: request.username,
    });
    await run(() => verification.decide({ requestId: request.requestId, approve, reason }, notice));
  };
  return (
    <section
      className="admin-card admin-stack"
      aria-labelledby="review-heading"
      data-testid="verification-review"
    >
      <h2 id="review-heading">
        {t(`verification.kinds.${request.kind}`)} ·{' '}
        {t('verification.requestNumber', { id: request.requestId })}
      </h2>
      <dl className="admin-facts">
        <dt>{t('verification.player')}</dt>
        <dd>
          <Link to={`/players/${request.playerId}`}>{request.username}</Link>
        </dd>
        <dt>{t('verification.document')}</dt>
        <dd>
          {request.documentType ? t(`verification.documents.${request.documentType}`) : '—'}
          {request.documentNumber && ` · ${request.documentNumber}`}
        </dd>
        <dt>{t('verification.filed')}</dt>
        <dd>{when.format(request.createdAt)}</dd>
        <dt>{t('verification.status')}</dt>
        <dd>{t(`verification.states.${request.status}`)}</dd>
      </dl>
      {document ? (
        <DocumentView
          mime={document.mime}
          bytes={document.bytes}
          label={t('verification.documentOf', { username: request.username })}
        />
      ) : (
        <p className="admin-muted">{t('verification.noDocument')}</p>
      )}
      {open && (
        <form className="admin-stack" onSubmit={decide(true)} aria-busy={busy}>
          <label htmlFor="verification-reason">{t('verification.reason')}</label>
          <input
            id="verification-reason"
            value={reason}
            required
            minLength={3}
            maxLength={500}
            onChange={(e) => setReason(e.target.value)}
          />
          <span className="admin-actions">
            <button className="admin-button admin-button--primary" type="submit" disabled={busy}>
              {t('verification.accept')}
            </button>
            <button
              className="admin-button admin-button--danger"
              type="button"
              disabled={busy || reason.trim().length < 3}
              onClick={() => void decide(false)()}
            >
              {t('verification.reject')}
            </button>
          </span>
        </form>
      )}
      <button className="admin-button" type="button" onClick={() => verification.close()}>
        {t('verification.close')}
      </button>
    </section>
  );
});
