import { observer } from 'mobx-react-lite';
import { useLayoutEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeStatus } from '../../app/forms/ChangeStatus';
import { useStores } from '../../app/StoreContext';
import { SectionPage } from '../account/AccountLayout';

/** /cashier/responsiblegaming/realitycheck: how often to be reminded of time and money spent. */
export const RealityCheckPage = observer(function RealityCheckPage() {
  const { responsibleGaming, session } = useStores();
  const { t } = useTranslation();
  const rc = responsibleGaming.realityCheck;
  // Before the first paint (a layout effect): the player's interval, never the default for a frame.
  useLayoutEffect(() => {
    rc.reset();
  }, [rc, session.player?.id]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void rc.save();
  };
  return (
    <SectionPage
      titleKey="routes.rgRealitycheck"
      testId="rg-realitycheck-page"
      back="/cashier/responsiblegaming"
    >
      <p>{t('respgaming.realitycheck.intro')}</p>
      <form className="form" onSubmit={submit} noValidate>
        <label className="form__field">
          <span>{t('respgaming.realitycheck.intervalLabel')}</span>
          <select
            data-testid="rg-realitycheck-minutes"
            value={String(rc.minutes)}
            onChange={(e) => rc.setMinutes(Number(e.target.value))}
          >
            {rc.choices.map((m) => (
              <option key={m} value={m}>
                {m === 0
                  ? t('respgaming.realitycheck.off')
                  : t('respgaming.realitycheck.every', { count: m })}
              </option>
            ))}
          </select>
        </label>
        <ChangeStatus state={rc.state} failure={rc.failure} testId="rg-realitycheck-status" />
        <button
          type="submit"
          className="button button--primary"
          data-testid="rg-realitycheck-submit"
          disabled={rc.state === 'false'}
        >
          {t('common.save')}
        </button>
      </form>
    </SectionPage>
  );
});
