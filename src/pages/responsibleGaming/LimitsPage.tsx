import { observer } from 'mobx-react-lite';
import { useLayoutEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LimitKindName } from '../../../protocol/types/player';
import { ChangeStatus } from '../../app/forms/ChangeStatus';
import { FieldError } from '../../app/forms/Field';
import { useStores } from '../../app/StoreContext';
import { amountField, enabledField, LIMIT_KINDS } from '../../stores/responsibleGaming/limitsForm';
import { SectionPage } from '../account/AccountLayout';
import { useMoney } from '../cashier/useMoney';
import { useDate } from './useDate';

/** One limit: its switch and amount, the amount checked as it is typed. */
const LimitRow = observer(function LimitRow({ kind }: { kind: LimitKindName }) {
  const { responsibleGaming } = useStores();
  const { t } = useTranslation();
  const { form, currency } = responsibleGaming.limits;
  const enabled = form.values[enabledField(kind)] === true;
  const error = form.error(amountField(kind));
  const errorId = `rg-limit-${kind}-error`;
  return (
    <fieldset className="form__group" data-testid={`rg-limit-${kind}`}>
      <legend>{t(`respgaming.limits.${kind}`)}</legend>
      <label className="form__field form__field--check">
        <input
          type="checkbox"
          data-testid={`rg-limit-${kind}-enabled`}
          checked={enabled}
          onChange={(e) => responsibleGaming.limits.setEnabled(kind, e.target.checked)}
        />
        <span>{t('respgaming.limits.enabled')}</span>
      </label>
      <label className="form__field">
        <span>{t('respgaming.limits.amount', { currency })}</span>
        <input
          data-testid={`rg-limit-${kind}-amount`}
          inputMode="decimal"
          disabled={!enabled}
          value={String(form.values[amountField(kind)])}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => responsibleGaming.limits.setAmount(kind, e.target.value)}
        />
        <FieldError id={errorId} error={error} />
      </label>
    </fieldset>
  );
});

/** Changes waiting for their date, with the date they take effect. */
const PendingChanges = observer(function PendingChanges() {
  const { responsibleGaming } = useStores();
  const { t } = useTranslation();
  const money = useMoney();
  const date = useDate();
  const { pending, currency } = responsibleGaming.limits;
  if (!pending.length) return null;
  return (
    <section data-testid="rg-pending">
      <h2>{t('respgaming.pending.title')}</h2>
      <ul>
        {pending.map((p) => (
          <li key={p.kind} data-testid={`rg-pending-${p.kind}`}>
            {t(p.enabled ? 'respgaming.pending.change' : 'respgaming.pending.removal', {
              limit: t(`respgaming.limits.${p.kind}`),
              amount: money(p.amount, currency),
              date: date(p.effectiveAt),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
});

/** /cashier/responsiblegaming/limits: deposit limits and the weekly wagering limit. */
export const LimitsPage = observer(function LimitsPage() {
  const { responsibleGaming, session } = useStores();
  const { t } = useTranslation();
  const money = useMoney();
  const limits = responsibleGaming.limits;
  // Start from the limits in force whenever the page opens or the player record arrives; a layout
  // effect, so the first paint already shows them rather than the empty form's defaults.
  useLayoutEffect(() => {
    limits.reset();
  }, [limits, session.player?.id]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void limits.save();
  };
  return (
    <SectionPage titleKey="routes.rgLimits" testId="rg-limits-page" back="/cashier/responsiblegaming">
      <p>{t('respgaming.limits.intro', { days: limits.waitDays })}</p>
      {limits.accountLimits.length > 0 && (
        <ul data-testid="rg-account-limits">
          {limits.accountLimits.map((l) => (
            <li key={l.kind}>
              {t('respgaming.accountLimit', {
                limit: t(`respgaming.limits.${l.kind}`),
                amount: money(l.amount, l.currency),
              })}
            </li>
          ))}
        </ul>
      )}
      <form className="form" onSubmit={submit} noValidate>
        {LIMIT_KINDS.map((kind) => (
          <LimitRow key={kind} kind={kind} />
        ))}
        <ChangeStatus state={limits.state} failure={limits.failure} testId="rg-limits-status" />
        <button
          type="submit"
          className="button button--primary"
          data-testid="rg-limits-submit"
          disabled={limits.state === 'false'}
        >
          {t('common.save')}
        </button>
      </form>
      <PendingChanges />
    </SectionPage>
  );
});
