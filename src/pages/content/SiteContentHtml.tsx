import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../app/StoreContext';
import { fetchCustomPage, type CustomPageContent } from '../../app/screens/customPageContent';
import { sanitizeHtml } from '../../format/sanitizeHtml';

/**
 * An operator-edited site page (terms, privacy, how to play) in the player's language, fetched
 * through the custom-page route (spec section 7) on each visit, so an edited file shows at once.
 */
export const SiteContentHtml = observer(function SiteContentHtml({ name }: { name: string }) {
  const { memberId, ui } = useStores();
  const { t } = useTranslation();
  const url = `/client/i18n/customPageByLink/${memberId}/${name}/${ui.language}`;
  const [loaded, setLoaded] = useState<{ url: string; content: CustomPageContent } | null>(null);
  const content = loaded?.url === url ? loaded.content : null;
  useEffect(() => {
    let live = true;
    void fetchCustomPage(url).then((result) => live && setLoaded({ url, content: result }));
    return () => {
      live = false;
    };
  }, [url]);
  const html = useMemo(() => (content?.kind === 'html' ? sanitizeHtml(content.html) : ''), [content]);
  if (!content) return <p data-testid="site-content-loading">{t('pages.loading')}</p>;
  if (content.kind === 'html')
    return (
      <div
        className="custom-page__html"
        data-testid="site-content"
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  if (content.kind === 'url')
    return (
      <p data-testid="site-content">
        <a href={content.url} target="_blank" rel="noopener noreferrer">
          {content.url}
        </a>
      </p>
    );
  return (
    <p data-testid="site-content">
      {t(content.kind === 'empty' ? 'customPage.noContent' : 'customPage.badResponse')}
    </p>
  );
});
