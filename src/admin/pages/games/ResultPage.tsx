import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { ResultWinner } from '../../../../protocol/operator/calls';
import { useAdmin } from '../../AdminContext';
import { formatMinor } from '../formatMinor';
import { SiteName } from '../SiteSelect';
import { DataTable, type ListColumn } from '../table/DataTable';
import { GamesNav } from './GamesNav';
import { resultChip } from './ResultsPage';

function Fact(props: { term: string; children: ReactNode; testId?: string }) {
  return (
    <div className="admin-facts__row">
      <dt>{props.term}</dt>
      <dd data-testid={props.testId}>{props.children}</dd>
    </div>
  );
}

/** One finished game: its numbers, commitment and revealed seed, its winners, and where to check it. */
export const ResultPage = observer(function ResultPage() {
  const { results, sites } = useAdmin();
  const { t, i18n } = useTranslation();
  useEffect(() => void sites.load(), [sites]);
  const gameInstanceId = Number(useParams().gameInstanceId);
  useEffect(() => {
    if (Number.isSafeInteger(gameInstanceId) && gameInstanceId > 0) void results.open(gameInstanceId);
  }, [results, gameInstanceId]);
  const opened = results.opened?.result.gameInstanceId === gameInstanceId ? results.opened : null;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  const at = (ms: number | null, none: string) => (ms === null ? none : when.format(ms));
  const columns: ListColumn<ResultWinner>[] = [
    { id: 'player', header: t('result.player'), cell: (w) => w.username },
    { id: 'play', header: t('result.play'), cell: (w) => <span className="admin-numbers">{w.play}</span> },
    { id: 'rank', header: t('result.rank'), numeric: true, cell: (w) => w.rankNumber },
    {
      id: 'prize',
      header: t('result.prize'),
      numeric: true,
      cell: (w) => formatMinor(w.prizeMinor, opened?.result.currency ?? 'USD', i18n.language),
    },
  ];
  return (
    <>
      <p>
        <Link to="/games/results">← {t('result.back')}</Link>
      </p>
      {!opened && results.loading && <p role="status">{t('result.loading')}</p>}
      {results.error && (
        <p className="admin-error" role="alert">
          {results.error}
        </p>
      )}
      {opened && (
        <>
          <h1>
            {t('result.heading', { title: opened.result.title, id: gameInstanceId })}{' '}
            <span className={resultChip(opened.result.status)}>
              {t(`results.states.${opened.result.status}`)}
            </span>
          </h1>
          <GamesNav />
          <div className="admin-grid">
            <section className="admin-card" aria-labelledby="result-facts">
              <h2 id="result-facts">{t('result.facts')}</h2>
              <dl className="admin-facts">
                <Fact term={t('result.sites')}>
                  {opened.result.siteIds.map((id, i) => (
                    <span key={id}>
                      {i > 0 && ', '}
                      <SiteName siteId={id} />
                    </span>
                  ))}
                </Fact>
                <Fact term={t('result.scheduled')}>{when.format(opened.result.startAt)}</Fact>
                <Fact term={t('result.committedAt')}>{at(opened.result.committedAt, '—')}</Fact>
                <Fact term={t('result.drawnAt')}>{at(opened.result.drawnAt, t('result.notDrawn'))}</Fact>
                {opened.result.refundReason && (
                  <Fact term={t('result.refundReason')}>{opened.result.refundReason}</Fact>
                )}
                <Fact term={t('result.numbers')} testId="result-numbers">
                  {opened.result.draws ? opened.result.draws.join(' ') : '—'}
                </Fact>
                {!!opened.result.draws2nd?.length && (
                  <Fact term={t('result.second')}>{opened.result.draws2nd.join(' ')}</Fact>
                )}
                <Fact term={t('result.commitment')} testId="result-commitment">
                  {opened.result.seedCommitment ? (
                    <code className="admin-hash">{opened.result.seedCommitment}</code>
                  ) : (
                    t('result.noCommitment')
                  )}
                </Fact>
                <Fact term={t('result.seed')} testId="result-seed">
                  {opened.result.seed ? (
                    <code className="admin-hash">{opened.result.seed}</code>
                  ) : (
                    t('result.sealed')
                  )}
                </Fact>
                <Fact term={t('result.context')}>
                  <code>{opened.drawContext}</code>
                </Fact>
                <Fact term={t('result.plays')}>
                  {t('result.playCount', { count: opened.result.playCount })},{' '}
                  {t('result.playerCount', { count: opened.result.playerCount })}
                </Fact>
              </dl>
            </section>
            <section className="admin-card" aria-labelledby="result-evidence">
              <h2 id="result-evidence">{t('result.evidenceHeading')}</h2>
              <p>{t('result.evidenceIntro')}</p>
              <ul>
                <li>
                  <a
                    href={opened.evidenceUrl}
                    target="_blank"
                    rel="noreferrer"
                    data-testid="result-evidence-link"
                  >
                    {t('result.evidence')}
                  </a>
                </li>
                {opened.result.siteIds.map((siteId) => (
                  <li key={siteId}>
                    <VerifyLink siteId={siteId} />
                  </li>
                ))}
              </ul>
            </section>
          </div>
          <h2>{t('result.winners')}</h2>
          <p className="admin-muted">
            {opened.result.winnerCount
              ? t('result.winnerCount', { count: opened.result.winnerCount })
              : t('result.noWinners')}
          </p>
          {opened.winners.length > 0 && (
            <DataTable
              caption={t('result.winners')}
              testId="result-winners"
              rows={opened.winners}
              columns={columns}
              rowKey={(w) => w.playId}
            />
          )}
        </>
      )}
    </>
  );
});

const VerifyLink = observer(function VerifyLink({ siteId }: { siteId: number }) {
  const { sites } = useAdmin();
  const { t } = useTranslation();
  const name = sites.site(siteId)?.name ?? `#${siteId}`;
  return (
    <a href={`/verify?site=${siteId}`} target="_blank" rel="noreferrer">
      {t('result.verify', { site: name })}
    </a>
  );
});
