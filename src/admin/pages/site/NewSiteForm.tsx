import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAdmin } from '../../AdminContext';

const THEMES = ['blue-theme', 'cartoon-theme', 'sweet-blue-theme'] as const;

/** A new white label from a template site: the server validates everything and says what is wrong. */
export const NewSiteForm = observer(function NewSiteForm() {
  const { sites } = useAdmin();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const languages = [...new Set(sites.sites.flatMap((s) => s.languages))];
  const currencies = [...new Set(sites.sites.flatMap((s) => s.currencies))];
  const [form, setForm] = useState({
    name: '',
    url: 'https://',
    theme: 'blue-theme' as (typeof THEMES)[number],
    primary: '#1d4ed8',
    accent: '#ffc629',
    templateSiteId: sites.sites[0]?.siteId ?? 1,
    languages: languages.slice(0, 1),
    currencies: currencies.slice(0, 1),
  });
  const toggle = (list: 'languages' | 'currencies', id: string, on: boolean) =>
    setForm({ ...form, [list]: on ? [...form[list], id] : form[list].filter((x) => x !== id) });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const siteId = await sites.createSite(form, t('newSite.done', { name: form.name }));
    if (siteId) navigate(`/sites/${siteId}`);
  };
  return (
    <form className="admin-card admin-new-site" onSubmit={submit} aria-labelledby="new-site-heading">
      <h2 id="new-site-heading">{t('newSite.heading')}</h2>
      <label htmlFor="site-name">{t('newSite.name')}</label>
      <input
        id="site-name"
        value={form.name}
        required
        minLength={2}
        maxLength={80}
        onChange={(e) => setForm({ ...form, name: e.target.value })}
      />
      <label htmlFor="site-url">{t('newSite.url')}</label>
      <input
        id="site-url"
        type="url"
        value={form.url}
        required
        onChange={(e) => setForm({ ...form, url: e.target.value })}
      />
      <label htmlFor="site-theme">{t('newSite.theme')}</label>
      <select
        id="site-theme"
        value={form.theme}
        onChange={(e) => setForm({ ...form, theme: e.target.value as (typeof THEMES)[number] })}
      >
        {THEMES.map((theme) => (
          <option key={theme} value={theme}>
            {t(`newSite.themes.${theme}`)}
          </option>
        ))}
      </select>
      <div className="admin-new-site__colours">
        <label>
          <span>{t('newSite.primary')}</span>
          <input
            type="color"
            value={form.primary}
            onChange={(e) => setForm({ ...form, primary: e.target.value })}
          />
        </label>
        <label>
          <span>{t('newSite.accent')}</span>
          <input
            type="color"
            value={form.accent}
            onChange={(e) => setForm({ ...form, accent: e.target.value })}
          />
        </label>
      </div>
      <fieldset>
        <legend>{t('newSite.languages')}</legend>
        {languages.map((id) => (
          <label key={id} className="admin-check">
            <input
              type="checkbox"
              checked={form.languages.includes(id)}
              onChange={(e) => toggle('languages', id, e.target.checked)}
            />
            {id}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('newSite.currencies')}</legend>
        {currencies.map((id) => (
          <label key={id} className="admin-check">
            <input
              type="checkbox"
              checked={form.currencies.includes(id)}
              onChange={(e) => toggle('currencies', id, e.target.checked)}
            />
            {id}
          </label>
        ))}
      </fieldset>
      <label htmlFor="site-template">{t('newSite.template')}</label>
      <select
        id="site-template"
        value={form.templateSiteId}
        onChange={(e) => setForm({ ...form, templateSiteId: Number(e.target.value) })}
      >
        {sites.sites.map((s) => (
          <option key={s.siteId} value={s.siteId}>
            {s.name}
          </option>
        ))}
      </select>
      <button className="admin-button admin-button--primary" type="submit">
        {t('newSite.submit')}
      </button>
    </form>
  );
});
