import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AD_CLIENTS,
  AD_LOCATIONS,
  AD_SCREEN_TYPES,
  type AdSummary,
} from '../../../../protocol/operator/calls';
import { useAdmin } from '../../AdminContext';
import { adFormOf, adParams, type AdForm } from './adForm';
import { LanguageChecks } from './LanguageChecks';

/** A new ad (ad null) or an ad's settings; the server checks every field and says what is wrong. */
export const AdEditor = observer(function AdEditor(props: {
  siteId: number;
  ad: AdSummary | null;
  onDone: () => void;
}) {
  const { content, sites } = useAdmin();
  const { t } = useTranslation();
  const [form, setForm] = useState<AdForm>(() => adFormOf(props.ad));
  const set = (patch: Partial<AdForm>) => setForm({ ...form, ...patch });
  const languages = sites.site(props.siteId)?.languages ?? [];
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const params = adParams(props.siteId, form);
    const done = props.ad
      ? await content.updateAd({ ...params, adId: props.ad.adId }, t('ads.saved', { id: props.ad.adId }))
      : await content.createAd(params, t('ads.created'));
    if (done) props.onDone();
  };
  const heading = props.ad ? t('ads.editHeading', { id: props.ad.adId }) : t('ads.newHeading');
  return (
    <form className="admin-card admin-ad-form" onSubmit={submit} aria-label={heading}>
      <h2>{heading}</h2>
      <label htmlFor="ad-image">{t('ads.image')}</label>
      <input id="ad-image" value={form.image} required onChange={(e) => set({ image: e.target.value })} />
      <label htmlFor="ad-url">{t('ads.url')}</label>
      <input id="ad-url" value={form.url} required onChange={(e) => set({ url: e.target.value })} />
      <div className="admin-form-row">
        <label>
          <span>{t('ads.client')}</span>
          <select value={form.client} onChange={(e) => set({ client: e.target.value as AdForm['client'] })}>
            {AD_CLIENTS.map((c) => (
              <option key={c} value={c}>
                {t(`ads.clients.${c}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('ads.location')}</span>
          <select
            value={form.location}
            onChange={(e) => set({ location: e.target.value as AdForm['location'] })}
          >
            {AD_LOCATIONS.map((l) => (
              <option key={l} value={l}>
                {t(`ads.locations.${l}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('ads.screen')}</span>
          <select
            value={form.screenType}
            onChange={(e) => set({ screenType: e.target.value as AdForm['screenType'] })}
          >
            {AD_SCREEN_TYPES.map((s) => (
              <option key={s} value={s}>
                {t(`ads.screens.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="admin-form-row">
        <label>
          <span>{t('ads.weight')}</span>
          <input
            type="number"
            min={0}
            max={1_000_000}
            value={form.weight}
            required
            onChange={(e) => set({ weight: e.target.value })}
          />
        </label>
        <label>
          <span>{t('ads.size')}</span>
          <input value={form.size} maxLength={16} onChange={(e) => set({ size: e.target.value })} />
        </label>
        <label>
          <span>{t('ads.delay')}</span>
          <input
            type="number"
            min={0}
            max={86_400}
            value={form.delaySeconds}
            onChange={(e) => set({ delaySeconds: e.target.value })}
          />
        </label>
      </div>
      <label className="admin-check">
        <input
          type="checkbox"
          checked={form.scheduled}
          onChange={(e) => set({ scheduled: e.target.checked })}
        />
        {t('ads.scheduled')}
      </label>
      {form.scheduled && (
        <div className="admin-form-row">
          <label>
            <span>{t('windows.fromLocal')}</span>
            <input
              type="datetime-local"
              value={form.from}
              required
              onChange={(e) => set({ from: e.target.value })}
            />
          </label>
          <label>
            <span>{t('windows.toLocal')}</span>
            <input
              type="datetime-local"
              value={form.to}
              required
              onChange={(e) => set({ to: e.target.value })}
            />
          </label>
        </div>
      )}
      <LanguageChecks
        legend={t('ads.languages')}
        languages={languages}
        value={form.languages}
        onChange={(value) => set({ languages: value })}
      />
      <div className="admin-actions">
        <button type="submit" className="admin-button admin-button--primary">
          {props.ad ? t('ads.save') : t('ads.create')}
        </button>
        <button type="button" className="admin-button" onClick={props.onDone}>
          {t('games.back')}
        </button>
      </div>
    </form>
  );
});
