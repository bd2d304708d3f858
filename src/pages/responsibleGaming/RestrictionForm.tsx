import { observer } from 'mobx-react-lite';
import { useLayoutEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeStatus } from '../../app/forms/ChangeStatus';
import { FieldError } from '../../app/forms/Field';
import { Modal } from '../../app/dialogs/Modal';
import { useStores } from '../../app/StoreContext';
import type { RestrictionKind } from '../../stores/responsibleGaming/restrictionDates';

/** The end date of a time-out or self-exclusion, then a confirmation that it cannot be undone. */
export const RestrictionForm = observer(function RestrictionForm({ kind }: { kind: RestrictionKind }) {
  const { responsibleGaming } = useStores();
  const { t } = useTranslation();
  const r = responsibleGaming.restriction;
  // Before the first paint (a layout effect): a date typed at once is never overwritten by start().
  useLayoutEffect(() => {
    r.start(kind);
  }, [r, kind]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    r.ask(kind);
  };
  const error = r.errors[kind];
  return (
    <>
      <form className="form" onSubmit={submit} noValidate>
        <label className="form__field">
          <span>{t(`respgaming.${kind}.until`)}</span>
          <input
            type="date"
            data-testid={`rg-${kind}-date`}
            value={r.dates[kind]}
            aria-invalid={error ? true : undefined}
            onChange={(e) => r.setDate(kind, e.target.value)}
          />
          <FieldError id={`rg-${kind}-date-error`} error={error} />
        </label>
        <ChangeStatus state={r.state} failure={r.failure} testId={`rg-${kind}-status`} />
        <button
          type="submit"
          className="button button--primary"
          data-testid={`rg-${kind}-submit`}
          disabled={r.state === 'false'}
        >
          {t(`respgaming.${kind}.submit`)}
        </button>
      </form>
      {r.confirming === kind && (
        <Modal
          title={t(`respgaming.${kind}.confirmTitle`)}
          onClose={() => r.cancel()}
          testId={`rg-${kind}-confirm`}
        >
          <p>{t(`respgaming.${kind}.confirmBody`, { date: r.dates[kind] })}</p>
          <div className="form__actions">
            <button
              type="button"
              className="button"
              data-testid={`rg-${kind}-cancel`}
              onClick={() => r.cancel()}
            >
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="button button--primary"
              data-testid={`rg-${kind}-confirm-button`}
              onClick={() => void r.confirm()}
            >
              {t(`respgaming.${kind}.confirm`)}
            </button>
          </div>
        </Modal>
      )}
    </>
  );
});
