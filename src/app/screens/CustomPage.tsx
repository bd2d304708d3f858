import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { sanitizeHtml } from '../../format/sanitizeHtml';
import { useStores } from '../StoreContext';
import { fetchCustomPage, type CustomPageContent } from './customPageContent';
import { AUTO_LAUNCH_SELECTOR, TRIGGER_SELECTOR, triggerPath } from './customPageTriggers';

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
  const { session, lobby, instant } = useStores();
  const htmlRef = useRef<HTMLDivElement>(null);
  const pathOf = (trigger: Element) =>
    triggerPath(trigger, {
      loggedIn: session.loggedIn,
      games: [...lobby.games.values()],
      instantKind: (gameId) => instant.gameOf(gameId)?.kind,
    });
  /** The instant games' kinds come with their list, which only the Instaplay tab loads. */
  const open = async (trigger: Element, replace: boolean) => {
    if (trigger.hasAttribute('data-instant-one-click-buy') && !instant.gamesLoaded) await instant.loadGames();
    const path = pathOf(trigger);
    if (path) navigate(path, { replace });
  };
  const onTrigger = (e: MouseEvent<HTMLDivElement>) => {
    const trigger = (e.target as Element).closest(TRIGGER_SELECTOR);
    if (!trigger) return;
    e.preventDefault();
    void open(trigger, false);
  };
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
  // An auto-launch trigger opens once the page has shown, as if the player had clicked it.
  useEffect(() => {
    const trigger = html ? htmlRef.current?.querySelector(AUTO_LAUNCH_SELECTOR) : null;
    if (trigger) void open(trigger, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page content
  }, [html]);
  if (!content) return null;
  const body =
    content.kind === 'html' ? (
      // Clicks on the operator's one-click triggers are handled here: they are links in the markup
      // (an href keeps them focusable, and Enter on a link is a click), so the keyboard works too.
      <div
        ref={htmlRef}
        className="custom-page__html"
        onClick={onTrigger}
        dangerouslySetInnerHTML={{ __html: html }}
      />
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
