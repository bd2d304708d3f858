import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEGAL_PAGE_LINKS, type SitePage } from '../../../../protocol/operator/calls';
import { useAdmin } from '../../AdminContext';
import type { ListColumn } from '../table/DataTable';
import { useContentSite } from './ContentHeader';
import { EditableList } from './EditableList';
import { PageEditor } from './PageEditor';

const isLegal = (page: SitePage) => (LEGAL_PAGE_LINKS as readonly string[]).includes(page.link);

/** A site's custom and legal pages, drafts included: new, edit, publish and unpublish. */
export const PagesPage = observer(function PagesPage() {
  const { content, session } = useAdmin();
  const { t } = useTranslation();
  const siteId = useContentSite();
  const [editing, setEditing] = useState<SitePage | 'new' | null>(null);
  const allowed = session.may('createPage');
  useEffect(() => {
    setEditing(null);
    if (siteId) void content.loadPages(siteId);
  }, [content, siteId]);
  const columns = useMemo<ListColumn<SitePage>[]>(
    () => [
      { id: 'id', header: t('pages.id'), cell: (p) => p.pageId, numeric: true },
      { id: 'link', header: t('pages.linkShort'), cell: (p) => (isLegal(p) ? `/${p.link}` : `/p/${p.link}`) },
      {
        id: 'kind',
        header: t('pages.kind'),
        cell: (p) => (isLegal(p) ? t('pages.legal') : t('pages.custom')),
      },
      { id: 'languages', header: t('ads.languagesShort'), cell: (p) => Object.keys(p.content).join(', ') },
      {
        id: 'state',
        header: t('ads.state'),
        cell: (p) => (
          <span className={`admin-chip admin-chip--${p.published ? 'ok' : 'warn'}`}>
            {p.published ? t('pages.published') : t('pages.draft')}
          </span>
        ),
      },
      {
        id: 'actions',
        header: t('games.actions'),
        cell: (p) =>
          allowed && (
            <span className="admin-actions">
              <button type="button" className="admin-button" onClick={() => setEditing(p)}>
                {t('ads.edit')}
              </button>
              <button
                type="button"
                className="admin-button"
                onClick={() =>
                  content.siteId !== null &&
                  void content.updatePage(
                    { siteId: content.siteId, pageId: p.pageId, published: !p.published },
                    t(p.published ? 'pages.unpublished' : 'pages.publishedDone', { link: p.link }),
                  )
                }
              >
                {p.published ? t('pages.unpublish') : t('pages.publish')}
              </button>
            </span>
          ),
      },
    ],
    [t, allowed, content],
  );
  return (
    <EditableList
      title={t('pages.heading')}
      editor={
        siteId &&
        editing && (
          <PageEditor
            key={editing === 'new' ? 'new' : editing.pageId}
            siteId={siteId}
            page={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )
      }
      newLabel={allowed && !editing ? t('pages.new') : null}
      onNew={() => setEditing('new')}
      rows={content.pages}
      columns={columns}
      rowKey={(row) => row.pageId}
      loading={content.loading}
      emptyText={t('pages.none')}
      testId="pages-table"
    />
  );
});
