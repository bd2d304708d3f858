import type { OperatorParams, SiteSummary, SiteTheme } from '../../../../protocol/operator/calls';

/** The site settings form's fields; a colour or logo of '' follows the theme (no brand). */
export interface SiteSettingsForm {
  name: string;
  url: string;
  theme: SiteTheme;
  primary: string;
  accent: string;
  logo: string;
  languages: string[];
  currencies: string[];
}

export function settingsOf(site: SiteSummary): SiteSettingsForm {
  return {
    name: site.name,
    url: site.host,
    theme: site.theme,
    primary: site.brand.primary ?? '',
    accent: site.brand.accent ?? '',
    logo: site.brand.logo ?? '',
    languages: [...site.languages],
    currencies: [...site.currencies],
  };
}

/** Only what the operator changed, so the audit log names just that; null when nothing changed. */
export function changesOf(site: SiteSummary, form: SiteSettingsForm): OperatorParams<'updateSite'> | null {
  const was = settingsOf(site);
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(form) as (keyof SiteSettingsForm)[]) {
    const same = Array.isArray(form[key])
      ? (form[key] as string[]).join() === (was[key] as string[]).join()
      : form[key].trim() === was[key];
    if (!same) changes[key] = Array.isArray(form[key]) ? form[key] : (form[key] as string).trim();
  }
  return Object.keys(changes).length ? { siteId: site.siteId, ...changes } : null;
}
