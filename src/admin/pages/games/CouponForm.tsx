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
const majorOf = (minor: number) => (minor / 100).toFixed(2);

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
  const [code, setCode] = useState(was?.code ?? '');
  const [instant, setInstant] = useState(was?.instant ?? true);
  const [amount, setAmount] = useState(was ? majorOf(was.amountMinor) : '');
  const [percent, setPercent] = useState(String(was?.percentOfDeposit ?? 0));
  const [currency, setCurrency] = useState(was?.currency ?? currencies[0] ?? 'USD');
  const [usage, setUsage] = useState<CouponInput['usage']>(was?.usage ?? 'standalone');
  const [maxPerPlayer, setMaxPerPlayer] = useState(String(was?.maxPerPlayer ?? 1));
  const [maxUses, setMaxUses] = useState(was?.maxUses === undefined ? '' : String(was.maxUses));
  const [minDeposit, setMinDeposit] = useState(was ? majorOf(was.minDepositMinor) : '0');
  const [wagering, setWagering] = useState(String(was?.wageringMultiplier ?? 0));
  const [validFrom, setValidFrom] = useState(dayOf(was?.validFrom));
  const [validUntil, setValidUntil] = useState(dayOf(was?.validUntil));
  const [siteIds, setSiteIds] = useState<number[]>(was?.memberIds ?? []);
  const [active, setActive] = useState(was?.active ?? true);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amountMinor = toMinor(amount || '0', currency);
    const minDepositMinor = toMinor(minDeposit || '0', currency);
    if (amountMinor === null || amountMinor < 0 || minDepositMinor === null || minDepositMinor < 0)
      return setProblem(t('promotions.badAmount'));
    setProblem(null);
    const coupon: CouponInput = {
      code,
      instant,
      amountMinor,
      percentOfDeposit: Number(percent) || 0,
      currency,
      active,
      validFrom: atOf(validFrom, false),
      validUntil: atOf(validUntil, true),
      maxUses: maxUses ? Number(maxUses) : undefined,
      maxPerPlayer: Number(maxPerPlayer),
      minDepositMinor,
      usage,
      wageringMultiplier: Number(wagering) || 0,
      memberIds: siteIds,
    };
    const params = Object.fromEntries(
      Object.entries(coupon).filter(([, v]) => v !== undefined),
    ) as CouponInput;
    void run(async () => {
      const done = await promotions.save(
        { coupon: params, create: !was, reason },
        t('promotions.saved', { code: code.toUpperCase() }),
      );
      if (done) props.onDone();
    });
  };
  const field = (id: string, label: string, input: React.ReactNode) => (
    <>
      <label htmlFor={id}>{label}</label>
      {input}
    </>
  );
  return (
    <form className="admin-card" onSubmit={submit} aria-labelledby="coupon-form-heading" aria-busy={busy}>
      <h2 id="coupon-form-heading">
        {was ? t('promotions.formEdit', { code: was.code }) : t('promotions.formNew')}
      </h2>
      {field(
        'coupon-code',
        t('promotions.fields.code'),
        <input
          id="coupon-code"
          value={code}
          required
          readOnly={!!was}
          pattern="[A-Za-z0-9_\-]{3,32}"
          onChange={(e) => setCode(e.target.value)}
        />,
      )}
      <label className="admin-check">
        <input type="checkbox" checked={instant} onChange={(e) => setInstant(e.target.checked)} />
        {t('promotions.fields.instant')}
      </label>
      {field(
        'coupon-currency',
        t('promotions.fields.currency'),
        <select id="coupon-currency" value={currency} onChange={(e) => setCurrency(e.target.value)}>
          {currencies.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>,
      )}
      {field(
        'coupon-amount',
        t('promotions.fields.amount'),
        <input
          id="coupon-amount"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />,
      )}
      {field(
        'coupon-percent',
        t('promotions.fields.percent'),
        <input
          id="coupon-percent"
          type="number"
          min={0}
          max={1000}
          value={percent}
          onChange={(e) => setPercent(e.target.value)}
        />,
      )}
      {field(
        'coupon-usage',
        t('promotions.fields.usage'),
        <select
          id="coupon-usage"
          value={usage}
          onChange={(e) => setUsage(e.target.value as CouponInput['usage'])}
        >
          <option value="standalone">{t('promotions.usages.standalone')}</option>
          <option value="withDeposit">{t('promotions.usages.withDeposit')}</option>
        </select>,
      )}
      {field(
        'coupon-min-deposit',
        t('promotions.fields.minDeposit'),
        <input
          id="coupon-min-deposit"
          inputMode="decimal"
          value={minDeposit}
          onChange={(e) => setMinDeposit(e.target.value)}
        />,
      )}
      {field(
        'coupon-per-player',
        t('promotions.fields.maxPerPlayer'),
        <input
          id="coupon-per-player"
          type="number"
          min={1}
          required
          value={maxPerPlayer}
          onChange={(e) => setMaxPerPlayer(e.target.value)}
        />,
      )}
      {field(
        'coupon-max-uses',
        t('promotions.fields.maxUses'),
        <input
          id="coupon-max-uses"
          type="number"
          min={1}
          value={maxUses}
          onChange={(e) => setMaxUses(e.target.value)}
        />,
      )}
      {field(
        'coupon-wagering',
        t('promotions.fields.wagering'),
        <input
          id="coupon-wagering"
          type="number"
          min={0}
          max={100}
          step="any"
          value={wagering}
          onChange={(e) => setWagering(e.target.value)}
        />,
      )}
      {field(
        'coupon-from',
        t('promotions.fields.validFrom'),
        <input
          id="coupon-from"
          type="date"
          value={validFrom}
          onChange={(e) => setValidFrom(e.target.value)}
        />,
      )}
      {field(
        'coupon-until',
        t('promotions.fields.validUntil'),
        <input
          id="coupon-until"
          type="date"
          value={validUntil}
          onChange={(e) => setValidUntil(e.target.value)}
        />,
      )}
      <fieldset className="admin-fieldset">
        <legend>{t('promotions.fields.sites')}</legend>
        {sites.sites.map((s) => (
          <label key={s.siteId} className="admin-check">
            <input
              type="checkbox"
              checked={siteIds.includes(s.siteId)}
              onChange={(e) =>
                setSiteIds(
                  e.target.checked ? [...siteIds, s.siteId] : siteIds.filter((id) => id !== s.siteId),
                )
              }
            />
            {s.name}
          </label>
        ))}
      </fieldset>
      <label className="admin-check">
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
        {t('promotions.fields.active')}
      </label>
      {field(
        'coupon-reason',
        t('promotions.fields.reason'),
        <input
          id="coupon-reason"
          value={reason}
          required
          minLength={3}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
        />,
      )}
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
