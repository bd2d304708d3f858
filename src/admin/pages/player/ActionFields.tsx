import { useTranslation } from 'react-i18next';
import { COOL_OFF_MAX_DAYS, CS_LIMIT_KINDS } from '../../../../protocol/operator/calls';

type LimitKind = (typeof CS_LIMIT_KINDS)[number];

/** A customer-service limit as typed: its kind, the amount as text, the currency chosen ('' the site's first). */
export interface LimitDraft {
  kind: LimitKind;
  amount: string;
  currency: string;
}

/** The fields of a customer-service limit: kind, currency where the site has several, amount. */
export function LimitFields(props: {
  limit: LimitDraft;
  onChange: (limit: LimitDraft) => void;
  currencies: readonly string[];
  currency: string;
  invalid: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <label htmlFor="limit-kind">{t('player.actions.limitKind')}</label>
      <select
        id="limit-kind"
        value={props.limit.kind}
        onChange={(e) => props.onChange({ ...props.limit, kind: e.target.value as LimitKind })}
      >
        {CS_LIMIT_KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`player.limitKinds.${k}`)}
          </option>
        ))}
      </select>
      {props.currencies.length > 1 && (
        <>
          <label htmlFor="limit-currency">{t('player.currency')}</label>
          <select
            id="limit-currency"
            value={props.currency}
            onChange={(e) => props.onChange({ ...props.limit, currency: e.target.value })}
          >
            {props.currencies.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </>
      )}
      <label htmlFor="limit-amount">{t('player.actions.limitAmount', { currency: props.currency })}</label>
      <input
        id="limit-amount"
        value={props.limit.amount}
        required
        inputMode="decimal"
        aria-invalid={props.invalid}
        aria-describedby="limit-amount-hint"
        onChange={(e) => props.onChange({ ...props.limit, amount: e.target.value })}
      />
      <span id="limit-amount-hint" className={props.invalid ? 'admin-error' : 'admin-muted'}>
        {t('player.actions.limitAmountHint')}
      </span>
    </>
  );
}

/** The length of a cool-off in days, up to the longest the rules allow. */
export function CoolOffFields(props: { days: string; onChange: (days: string) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <label htmlFor="cool-off-days">{t('player.actions.coolOffDays', { max: COOL_OFF_MAX_DAYS })}</label>
      <input
        id="cool-off-days"
        type="number"
        min={1}
        max={COOL_OFF_MAX_DAYS}
        value={props.days}
        required
        onChange={(e) => props.onChange(e.target.value)}
      />
    </>
  );
}
