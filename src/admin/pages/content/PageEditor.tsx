import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SitePage } from '../../../../protocol/operator/calls';
import { useAdmin } from '../../AdminContext';

/** A new page (page null, a draft) or a page's link, width and text per language of the site. */
export const PageEditor = observer(function PageEditor(props: {
  siteId: number;
  page: SitePage | null;
  onDone: () => void;
}) {
  const { content, sites } = useAdmin();
  const { t } = useTranslation();
  const languages = sites.site(props.siteId)?.languages ?? [];
  const [link, setLink] = useState(props.page?.link ?? '');
  const [fullWidth, setFullWidth] = useState(props.page?.fullWidth ?? false);
  const [texts, setTexts] = useState<Record<string, string>>(() => ({ ...props.page?.content }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Languages left empty carry no text: the player's page falls back to the site's default.
    const pageContent = Object.fromEntries(Object.entries(texts).filter(([, text]) => text.trim() !== ''));
    const done = props.page
      ? await content.updatePage(
          { siteId: props.siteId, pageId: props.page.pageId, link, fullWidth, content: pageContent },
          t('pages.saved', { link }),
        )
      : await content.createPage(
          { siteId: props.siteId, link, fullWidth, content: pageContent },
          t('pages.created', { link }),
        );
    if (done) props.onDone();
  };
  const heading = props.page ? t('pages.editHeading', { link: props.page.link }) : t('pages.newHeading');
  return (
    <form className="admin-card admin-ad-form" onSubmit={submit} aria-label={heading}>
      <h2>{heading}</h2>
      <label htmlFor="page-link">{t('pages.link')}</label>
      <input
        id="page-link"
        value={link}
        required
        pattern="[a-z0-9\-]{1,60}"
        aria-describedby="page-link-hint"
        onChange={(e) => setLink(e.target.value)}
      />
      <p id="page-link-hint" className="admin-muted">
        {t('pages.linkHint')}
      </p>
      <label className="admin-check">
        <input type="checkbox" checked={fullWidth} onChange={(e) => setFullWidth(e.target.checked)} />
        {t('pages.fullWidth')}
      </label>
      {languages.map((id) => (
        <div key={id} className="admin-text">
          <label htmlFor={`page-text-${id}`}>{t('pages.textIn', { language: id })}</label>
          <textarea
            id={`page-text-${id}`}
            rows={6}
            value={texts[id] ?? ''}
            onChange={(e) => setTexts({ ...texts, [id]: e.target.value })}
          />
        </div>
      ))}
      <div className="admin-actions">
        <button type="submit" className="admin-button admin-button--primary">
          {props.page ? t('pages.save') : t('pages.create')}
        </button>
        <button type="button" className="admin-button" onClick={props.onDone}>
          {t('games.back')}
        </button>
      </div>
    </form>
  );
});
