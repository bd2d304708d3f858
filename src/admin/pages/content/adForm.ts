import type { AdSummary, OperatorParams } from '../../../../protocol/operator/calls';

/** Local date-time for <input type="datetime-local">, from epoch ms. */
export const localInput = (at: number) =>
  new Date(at - new Date(at).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/** The ad form's fields as the inputs hold them (numbers as text, the schedule as local times). */
export interface AdForm {
  image: string;
  url: string;
  client: AdSummary['client'];
  location: AdSummary['location'];
  screenType: AdSummary['screenType'];
  size: string;
  weight: string;
  delaySeconds: string;
  scheduled: boolean;
  from: string;
  to: string;
  languages: string[];
}

export function adFormOf(ad: AdSummary | null, now = Date.now()): AdForm {
  const from = ad?.schedule?.from ?? now;
  return {
    image: ad?.image ?? 'https://',
    url: ad?.url ?? '/',
    client: ad?.client ?? 'WEB',
    location: ad?.location ?? 'TOP',
    screenType: ad?.screenType ?? 'ALL',
    size: ad?.size ?? 'ALL',
    weight: String(ad?.weight ?? 1),
    delaySeconds: String(ad?.delaySeconds ?? 0),
    scheduled: Boolean(ad?.schedule),
    from: localInput(from),
    to: localInput(ad?.schedule?.to ?? from + 7 * 86_400_000),
    languages: ad ? [...ad.languages] : [],
  };
}

/** The createAd params of a form (updateAd takes the same, with the ad's id). */
export function adParams(siteId: number, form: AdForm): OperatorParams<'createAd'> {
  return {
    siteId,
    image: form.image.trim(),
    url: form.url.trim(),
    client: form.client,
    location: form.location,
    screenType: form.screenType,
    size: form.size.trim() || 'ALL',
    weight: Number(form.weight),
    delaySeconds: Number(form.delaySeconds),
    schedule: form.scheduled
      ? { from: new Date(form.from).getTime(), to: new Date(form.to).getTime() }
      : null,
    languages: form.languages,
  };
}
