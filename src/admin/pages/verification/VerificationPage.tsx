import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { VERIFICATION_QUEUE_STATES, type VerificationListing } from '../../../../protocol/operator/calls';
import { useAdmin } from '../../AdminContext';
import { VERIFICATION_PAGE_SIZE } from '../../stores/VerificationStore';
import { idParam } from '../filterForm';
import { FilterForm, ListStatus, StatusFilter } from '../FilterForm';
import { Pager } from '../Pager';
import { SiteName } from '../SiteSelect';
import { DataTable, type ListColumn } from '../table/DataTable';
import { VerificationReview } from './VerificationReview';

type QueueState = (typeof VERIFICATION_QUEUE_STATES)[number];

/** Identity and address documents to review, oldest waiting first; ?status=&site=&offset= in the URL. */
export const VerificationPage = observer(function VerificationPage() {
  const { verification } = useAdmin();
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const status = params.get('status');
  const filter = useMemo(
    () => ({
      siteId: idParam(params.get('site')),
      status: VERIFICATION_QUEUE_STATES.includes(status as QueueState) ? (status as QueueState) : 'open',
      offset: idParam(params.get('offset')) ?? 0,
    }),
    [params, status],
  );
  useEffect(() => void verification.list(filter), [verification, filter]);
  useEffect(() => () => verification.close(), [verification]);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const columns: ListColumn<VerificationListing>[] = [
    { id: 'id', header: t('verification.id'), cell: (r) => r.requestId },
    {
      id: 'player',
      header: t('verification.player'),
      cell: (r) => <Link to={`/players/${r.playerId}`}>{r.username}</Link>,
    },
    { id: 'site', header: t('verification.site'), cell: (r) => <SiteName siteId={r.siteId} /> },
    { id: 'kind', header: t('verification.kind'), cell: (r) => t(`verification.kinds.${r.kind}`) },
    {
      id: 'document',
      header: t('verification.document'),
      cell: (r) => (r.documentType ? t(`verification.documents.${r.documentType}`) : '—'),
    },
    { id: 'filed', header: t('verification.filed'), cell: (r) => when.format(r.createdAt) },
    { id: 'status', header: t('verification.status'), cell: (r) => t(`verification.states.${r.status}`) },
    {
      id: 'review',
      header: t('verification.actions'),
      cell: (r) => (
        <button className="admin-button" type="button" onClick={() => void verification.open(r.requestId)}>
          {t('verification.review')}
        </button>
      ),
    },
  ];
  return (
    <>
      <h1>{t('verification.heading')}</h1>
      <p className="admin-muted">{t('verification.intro')}</p>
      <FilterForm siteId={filter.siteId}>
        <StatusFilter
          label={t('verification.status')}
          value={filter.status}
          states={VERIFICATION_QUEUE_STATES}
          name={(s) => t(`verification.queue.${s}`)}
        />
      </FilterForm>
      <p className="admin-notice" role="status" data-testid="verification-notice">
        {verification.notice}
      </p>
      <ListStatus
        error={verification.error}
        loading={verification.loading}
        loadingText={t('verification.loading')}
        countText={t('verification.count', { count: verification.total })}
      />
      <VerificationReview />
      <DataTable
        caption={t('verification.heading')}
        testId="verification-table"
        rows={verification.requests}
        columns={columns}
        rowKey={(r) => r.requestId}
        rowAttributes={(r) => ({ 'data-request': r.requestId })}
        busy={verification.loading}
      />
      <Pager
        label={t('verification.heading')}
        offset={filter.offset}
        size={VERIFICATION_PAGE_SIZE}
        total={verification.total}
      />
    </>
  );
});
