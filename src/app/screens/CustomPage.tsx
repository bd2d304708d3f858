import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { sanitizeHtml } from '../../format/sanitizeHtml';
import { useStores } from '../StoreContext';
import { fetchCustomPage, type CustomPageContent } from './customPageContent';

/** /p/:pageLink: a custom content page by link name. */
export const CustomPage = observer(function CustomPage() {
  const { pageLink = '' } = useParams();
  const { memberId, ui, configuration } = useStores();
  const ref = configuration.configuration?.customPages?.find((p) => p.pageLinkName === pageLink);
  const url = `/client/i18n/customPageByLink/${memberId}/${encodeURIComponent(pageLink)}/${ui.language}`;
  return <CustomPageView url={url} fullWidth={ref?.pageFullWidth ?? false} />;
});

/** The home-override page, by id. */
export const CustomPageById = observer(function CustomPageById({ pageId }: { pageId: number }) {
  const { memberId, ui } = useStores();
  return (
    <CustomPageView url={`/client/i18n/customPageById/${memberId}/${pageId}/${ui.language}`} fullWidth />
  );
});

function CustomPageView({ url, fullWidth }: { url: string; fullWidth: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Content is kept with the URL it came from, so a new URL shows nothing until its own answer.
  const [loaded, setLoaded] = useState<{ url: string; content: CustomPageContent } | null>(null);
  const content = loaded?.url === url ? loaded.content : null;

  useEffect(() => {
    let live = true;
    void fetchCustomPage(url).then((result) => {
      if (!live) return;
      if (result.kind === 'url') {
        window.open(result.url, '_blank', 'noopener');
        navigate('/', { replace: true });
        return;
      }
      setLoaded({ url, content: result });
    });
    return () => {
      live = false;
    };
  }, [url, navigate]);

  const html = useMemo(() => (content?.kind === 'html' ? sanitizeHtml(content.html) : ''), [content]);
  if (!content) return null;
  const body =
    content.kind === 'html' ? (
      <div className="custom-page__html" dangerouslySetInnerHTML={{ __html: html }} />
    ) : (
      <p>{t(content.kind === 'empty' ? 'customPage.noContent' : 'customPage.badResponse')}</p>
    );
  if (fullWidth)
    return (
      <section className="custom-page custom-page--full" data-testid="custom-page">
        {body}
      </section>
    );
  return (
    <section className="custom-page custom-page--panel" data-testid="custom-page">
      <button
        type="button"
        className="custom-page__close"
        aria-label={t('common.close')}
        onClick={() => navigate('/')}
      >
        ×
      </button>
      {body}
    </section>
  );
}
