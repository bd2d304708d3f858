import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useAdmin } from '../../AdminContext';
import { Redacted, useDataAccess } from '../Redacted';
import { SiteName } from '../SiteSelect';
import { useBusy } from '../useBusy';
import { CaseAssignment } from './CaseAssignment';

/** One case: the sender's message, the replies so far, and the reply form (mailed by the server). */
export const SupportCasePage = observer(function SupportCasePage() {
  const { support, session } = useAdmin();
  const { t, i18n } = useTranslation();
  const access = useDataAccess();
  const caseId = Number(useParams().caseId);
  const [text, setText] = useState('');
  const [busy, run] = useBusy();
  useEffect(() => {
    if (Number.isSafeInteger(caseId)) void support.open(caseId);
  }, [support, caseId]);
  const opened = support.opened?.supportCase.caseId === caseId ? support.opened : null;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const mayWrite = session.may('replySupportCase');
  const reply = (close: boolean) => async (event?: FormEvent) => {
    event?.preventDefault();
    if (text.trim().length < 2) return;
    const notice = t(close ? 'support.repliedClosed' : 'support.replied', { id: caseId });
    await run(async () => {
      if (await support.reply(caseId, text, close, notice)) setText('');
    });
  };
  return (
    <>
      <p>
        <Link to="/support">← {t('support.back')}</Link>
      </p>
      {!opened && support.loading && <p role="status">{t('support.loadingCase')}</p>}
      {support.error && (
        <p className="admin-error" role="alert">
          {support.error}
        </p>
      )}
      {opened && (
        <>
          <h1>
            {opened.supportCase.subject} <small className="admin-muted">#{caseId}</small>{' '}
            <span
              className={`admin-chip admin-chip--${opened.supportCase.status === 'open' ? 'warn' : 'ok'}`}
            >
              {t(`support.states.${opened.supportCase.status}`)}
            </span>
          </h1>
          <p className="admin-notice" role="status" data-testid="support-notice">
            {support.notice}
          </p>
          <article className="admin-card admin-message" aria-labelledby="case-from">
            <h2 id="case-from" className="admin-message__from">
              <Redacted value={opened.supportCase.name} allowed={access.names} />{' '}
              <span className="admin-muted">
                &lt;
                <Redacted value={opened.supportCase.email} allowed={access.contact} />
                &gt;
              </span>
            </h2>
            <p className="admin-muted">
              {when.format(opened.supportCase.createdAt)} · {opened.supportCase.category} ·{' '}
              <SiteName siteId={opened.supportCase.siteId} />
              {opened.supportCase.playerId !== null && (
                <>
                  {' · '}
                  <Link to={`/players/${opened.supportCase.playerId}`}>
                    {t('support.player', { id: opened.supportCase.playerId })}
                  </Link>
                </>
              )}
            </p>
            <p className="admin-message__text">{opened.supportCase.message}</p>
          </article>
          <CaseAssignment supportCase={opened.supportCase} />
          <h2>{t('support.replies', { count: opened.replies.length })}</h2>
          <ol className="admin-replies" data-testid="support-replies">
            {opened.replies.map((r) => (
              <li key={r.replyId} className="admin-card admin-message">
                <p className="admin-muted">
                  {t('support.replyBy', { by: r.operator, at: when.format(r.at) })}
                </p>
                <p className="admin-message__text">{r.text}</p>
              </li>
            ))}
          </ol>
          {mayWrite && opened.supportCase.status === 'open' && (
            <form className="admin-card admin-stack" onSubmit={reply(false)} aria-busy={busy}>
              <label htmlFor="support-reply">{t('support.replyLabel')}</label>
              <textarea
                id="support-reply"
                rows={6}
                value={text}
                required
                minLength={2}
                maxLength={5000}
                onChange={(e) => setText(e.target.value)}
              />
              <span className="admin-actions">
                <button className="admin-button admin-button--primary" type="submit" disabled={busy}>
                  {t('support.send')}
                </button>
                <button
                  className="admin-button"
                  type="button"
                  disabled={busy}
                  onClick={() => void reply(true)()}
                >
                  {t('support.sendClose')}
                </button>
                <button
                  className="admin-button"
                  type="button"
                  disabled={busy}
                  onClick={() => void run(() => support.close(caseId, t('support.closed', { id: caseId })))}
                >
                  {t('support.close')}
                </button>
              </span>
            </form>
          )}
        </>
      )}
    </>
  );
});
