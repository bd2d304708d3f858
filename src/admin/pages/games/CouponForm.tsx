import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CouponInput, CouponListing } from '../../../../protocol/operator/calls';
import { useAdmin } from '../../AdminContext';
import { toMinor } from '../toMinor';
import { useBusy } from '../useBusy';

const DAY = 86_400_000;
const dayOf = (at: number | undefined) => (at === undefined ? '' : new Date(at).toISOString().slice(0, 10));
const atOf = (day: string, end: boolean) =>
  day ? Date.parse(`${day}T00:00:00Z`) + (end ? DAY - 1 : 0) : undefined;
/** Minor units as the operator types them (the demo's currencies have two minor digits). */
const majorOf = (minor: number) => (minor / 100).toFixed(2);

/** The form as typed: every field as text, the flags and the sites ticked. */
interface Draft {
  code: string;
  amount: string;
  percent: string;
  currency: string;
  usage: CouponInput['usage'];
  maxPerPlayer: string;
  maxUses: string;
  minDeposit: string;
  wagering: string;
  validFrom: string;
  validUntil: string;
  reason: string;
  instant: boolean;
  active: boolean;
  siteIds: number[];
}

const draftOf = (was: CouponListing | null, currency: string): Draft => ({
  code: was?.code ?? '',
  amount: was ? majorOf(was.amountMinor) : '',
  percent: String(was?.percentOfDeposit ?? 0),
  currency: was?.currency ?? currency,
  usage: was?.usage ?? 'standalone',
  maxPerPlayer: String(was?.maxPerPlayer ?? 1),
  maxUses: was?.maxUses === undefined ? '' : String(was.maxUses),
  minDeposit: was ? majorOf(was.minDepositMinor) : '0',
  wagering: String(was?.wageringMultiplier ?? 0),
  validFrom: dayOf(was?.validFrom),
  validUntil: dayOf(was?.validUntil),
  reason: '',
  instant: was?.instant ?? true,
  active: was?.active ?? true,
  siteIds: was?.memberIds ?? [],
});

/** The coupon the draft describes; null when an amount is not one (the server checks the rest). */
function couponOf(d: Draft): CouponInput | null {
  const amountMinor = toMinor(d.amount || '0', d.currency);
  const minDepositMinor = toMinor(d.minDeposit || '0', d.currency);
  if (amountMinor === null || amountMinor < 0 || minDepositMinor === null || minDepositMinor < 0) return null;
  const validFrom = atOf(d.validFrom, false);
  const validUntil = atOf(d.validUntil, true);
  return {
    code: d.code,
    instant: d.instant,
    amountMinor,
    percentOfDeposit: Number(d.percent) || 0,
    currency: d.currency,
    active: d.active,
    ...(validFrom !== undefined ? { validFrom } : {}),
    ...(validUntil !== undefined ? { validUntil } : {}),
    ...(d.maxUses ? { maxUses: Number(d.maxUses) } : {}),
    maxPerPlayer: Number(d.maxPerPlayer),
    minDepositMinor,
    usage: d.usage,
    wageringMultiplier: Number(d.wagering) || 0,
    memberIds: d.siteIds,
  };
}

type TextField = 'amount' | 'percent' | 'minDeposit' | 'maxPerPlayer' | 'maxUses' | 'wagering';
const TEXT_FIELDS: { key: TextField; label: string; props: React.InputHTMLAttributes<HTMLInputElement> }[] = [
  { key: 'amount', label: 'amount', props: { inputMode: 'decimal' } },
  { key: 'percent', label: 'percent', props: { type: 'number', min: 0, max: 1000 } },
  { key: 'minDeposit', label: 'minDeposit', props: { inputMode: 'decimal' } },
  { key: 'maxPerPlayer', label: 'maxPerPlayer', props: { type: 'number', min: 1, required: true } },
  { key: 'maxUses', label: 'maxUses', props: { type: 'number', min: 1 } },
  { key: 'wagering', label: 'wagering', props: { type: 'number', min: 0, max: 100, step: 'any' } },
];

/** A new coupon, or changes to one; the server checks every rule and names the one broken. */
export const CouponForm = observer(function CouponForm(props: {
  editing: CouponListing | null;
  onDone(): void;
}) {
  const { promotions, sites } = useAdmin();
  const { t } = useTranslation();
  const [busy, run] = useBusy();
  const was = props.editing;
  const currencies = [...new Set(sites.sites.flatMap((s) => s.currencies))];
  const [draft, setDraft] = useState(() => draftOf(was, currencies[0] ?? 'USD'));
  const [problem, setProblem] = useState<string | null>(null);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft({ ...draft, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const coupon = couponOf(draft);
    setProblem(coupon ? null : t('promotions.badAmount'));
    if (!coupon) return;
    void run(async () => {
      const notice = t('promotions.saved', { code: draft.code.toUpperCase() });
      if (await promotions.save({ coupon, create: !was, reason: draft.reason }, notice)) props.onDone();
    });
  };
  return (
    <form className="admin-card" onSubmit={submit} aria-labelledby="coupon-form-heading" aria-busy={busy}>
      <h2 id="coupon-form-heading">
        {was ? t('promotions.formEdit', { code: was.code }) : t('promotions.formNew')}
      </h2>
      <label htmlFor="coupon-code">{t('promotions.fields.code')}</label>
      <input
        id="coupon-code"
        value={draft.code}
        required
        readOnly={!!was}
        onChange={(e) => set('code', e.target.value)}
      />
      <label className="admin-check">
        <input type="checkbox" checked={draft.instant} onChange={(e) => set('instant', e.target.checked)} />
        {t('promotions.fields.instant')}
      </label>
      <label htmlFor="coupon-currency">{t('promotions.fields.currency')}</label>
      <select id="coupon-currency" value={draft.currency} onChange={(e) => set('currency', e.target.value)}>
        {currencies.map((c) => (
          <option key={c}>{c}</option>
        ))}
      </select>
      <label htmlFor="coupon-usage">{t('promotions.fields.usage')}</label>
      <select
        id="coupon-usage"
        value={draft.usage}
        onChange={(e) => set('usage', e.target.value as CouponInput['usage'])}
      >
        <option value="standalone">{t('promotions.usages.standalone')}</option>
        <option value="withDeposit">{t('promotions.usages.withDeposit')}</option>
      </select>
      {TEXT_FIELDS.map((f) => (
        <span key={f.key} className="admin-stack">
          <label htmlFor={`coupon-${f.key}`}>{t(`promotions.fields.${f.label}`)}</label>
          <input
            id={`coupon-${f.key}`}
            {...f.props}
            value={draft[f.key]}
            onChange={(e) => set(f.key, e.target.value)}
          />
        </span>
      ))}
      <label htmlFor="coupon-from">{t('promotions.fields.validFrom')}</label>
      <input
        id="coupon-from"
        type="date"
        value={draft.validFrom}
        onChange={(e) => set('validFrom', e.target.value)}
      />
      <label htmlFor="coupon-until">{t('promotions.fields.validUntil')}</label>
      <input
        id="coupon-until"
        type="date"
        value={draft.validUntil}
        onChange={(e) => set('validUntil', e.target.value)}
      />
      <fieldset className="admin-fieldset">
        <legend>{t('promotions.fields.sites')}</legend>
        {sites.sites.map((s) => (
          <label key={s.siteId} className="admin-check">
            <input
              type="checkbox"
              checked={draft.siteIds.includes(s.siteId)}
              onChange={(e) =>
                set(
                  'siteIds',
                  e.target.checked
                    ? [...draft.siteIds, s.siteId]
                    : draft.siteIds.filter((id) => id !== s.siteId),
                )
              }
            />
            {s.name}
          </label>
        ))}
      </fieldset>
      <label className="admin-check">
        <input type="checkbox" checked={draft.active} onChange={(e) => set('active', e.target.checked)} />
        {t('promotions.fields.active')}
      </label>
      <label htmlFor="coupon-reason">{t('promotions.fields.reason')}</label>
      <input
        id="coupon-reason"
        value={draft.reason}
        required
        minLength={3}
        maxLength={500}
        onChange={(e) => set('reason', e.target.value)}
      />
      {problem && (
        <p className="admin-error" role="alert">
          {problem}
        </p>
      )}
      <span className="admin-actions">
        <button className="admin-button admin-button--primary" type="submit" disabled={busy}>
          {t('promotions.save')}
        </button>
        <button className="admin-button" type="button" onClick={props.onDone}>
          {t('promotions.cancel')}
        </button>
      </span>
    </form>
  );
});
