import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SITE_THEMES, type SiteSummary } from '../../../../protocol/operator/calls';
import { useAdmin } from '../../AdminContext';
import { changesOf, settingsOf, type SiteSettingsForm } from './siteSettingsForm';

/** A colour of the brand, or the theme's own (sent as ''). */
function ColourField(props: {
  id: string;
  label: string;
  /** The checkbox giving the colour back to the theme. */
  themeLabel: string;
  value: string;
  fallback: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const own = props.value === '';
  return (
    <div className="admin-colour">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        type="color"
        value={own ? props.fallback : props.value}
        disabled={props.disabled || own}
        onChange={(e) => props.onChange(e.target.value)}
      />
      <label className="admin-check">
        <input
          type="checkbox"
          checked={own}
          disabled={props.disabled}
          onChange={(e) => props.onChange(e.target.checked ? '' : props.fallback)}
        />
        {props.themeLabel}
      </label>
    </div>
  );
}

/** Name, address, theme, brand, languages and currencies of a site; only what changed is sent. */
export const SiteSettingsPanel = observer(function SiteSettingsPanel({ site }: { site: SiteSummary }) {
  const { sites, session } = useAdmin();
  const { t } = useTranslation();
  const [form, setForm] = useState<SiteSettingsForm>(() => settingsOf(site));
  const allowed = session.may('updateSite');
  const languages = [...new Set([...site.languages, ...sites.sites.flatMap((s) => s.languages)])];
  const currencies = [...new Set([...site.currencies, ...sites.sites.flatMap((s) => s.currencies)])];
  // Functional updates: two quick edits (a name typed, then a box ticked) must both stay.
  const set = (patch: Partial<SiteSettingsForm>) => setForm((current) => ({ ...current, ...patch }));
  const toggle = (list: 'languages' | 'currencies', id: string, on: boolean) =>
    setForm((current) => ({
      ...current,
      [list]: on ? [...current[list], id] : current[list].filter((x) => x !== id),
    }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const changes = changesOf(site, form);
    if (!changes) return;
    if (await sites.updateSite(changes, t('siteSettings.done', { name: form.name.trim() })))
      setForm(settingsOf(sites.site(site.siteId) ?? site));
  };
  return (
    <section className="admin-card admin-site-settings" aria-labelledby="settings-heading">
      <h2 id="settings-heading">{t('siteSettings.heading')}</h2>
      <p className="admin-muted">{t('siteSettings.intro')}</p>
      <form onSubmit={submit}>
        <fieldset disabled={!allowed}>
          <legend className="visually-hidden">{t('siteSettings.heading')}</legend>
          <label htmlFor="settings-name">{t('newSite.name')}</label>
          <input
            id="settings-name"
            value={form.name}
            required
            minLength={2}
            maxLength={80}
            onChange={(e) => set({ name: e.target.value })}
          />
          <label htmlFor="settings-url">{t('newSite.url')}</label>
          <input
            id="settings-url"
            type="url"
            value={form.url}
            required
            onChange={(e) => set({ url: e.target.value })}
          />
          <label htmlFor="settings-theme">{t('newSite.theme')}</label>
          <select
            id="settings-theme"
            value={form.theme}
            onChange={(e) => set({ theme: e.target.value as SiteSettingsForm['theme'] })}
          >
            {SITE_THEMES.map((theme) => (
              <option key={theme} value={theme}>
                {t(`newSite.themes.${theme}`)}
              </option>
            ))}
          </select>
          <div className="admin-new-site__colours">
            <ColourField
              id="settings-primary"
              label={t('newSite.primary')}
              themeLabel={t('siteSettings.themePrimary')}
              value={form.primary}
              fallback="#1d4ed8"
              disabled={!allowed}
              onChange={(primary) => set({ primary })}
            />
            <ColourField
              id="settings-accent"
              label={t('newSite.accent')}
              themeLabel={t('siteSettings.themeAccent')}
              value={form.accent}
              fallback="#ffc629"
              disabled={!allowed}
              onChange={(accent) => set({ accent })}
            />
          </div>
          <label htmlFor="settings-logo">{t('siteSettings.logo')}</label>
          <input
            id="settings-logo"
            type="url"
            value={form.logo}
            placeholder="https://"
            onChange={(e) => set({ logo: e.target.value })}
          />
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
          <button
            type="submit"
            className="admin-button admin-button--primary"
            disabled={!changesOf(site, form)}
          >
            {t('siteSettings.save')}
          </button>
        </fieldset>
      </form>
    </section>
  );
});
