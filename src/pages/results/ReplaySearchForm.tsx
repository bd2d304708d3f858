import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../app/StoreContext';

/** Search finished games by game, instance id and date range. */
export const ReplaySearchForm = observer(function ReplaySearchForm() {
  const { results, session } = useStores();
  const replay = results.replay;
  const { t } = useTranslation();
  useEffect(() => {
    void replay.loadGameTypes();
  }, [replay]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void replay.search();
  };
  return (
    <form className="form replay-search" onSubmit={submit} data-testid="replay-search" noValidate>
      <label className="form__field">
        <span>{t('results.game')}</span>
        <select
          data-testid="replay-game"
          value={replay.form.gameId}
          onChange={(e) => replay.setField('gameId', e.target.value)}
        >
          <option value="">
            {session.loggedIn ? t('results.replay.anyGame') : t('results.replay.chooseGame')}
          </option>
          {replay.choices.map((c) => (
            <option key={c.gameId} value={c.gameId}>
              {c.gameTitle}
            </option>
          ))}
        </select>
      </label>
      <label className="form__field">
        <span>{t('results.replay.instanceId')}</span>
        <input
          data-testid="replay-instance"
          inputMode="numeric"
          value={replay.form.gameInstanceId}
          onChange={(e) => replay.setField('gameInstanceId', e.target.value)}
        />
      </label>
      <div className="form__row replay-search__dates">
        <label className="form__field">
          <span>{t('results.replay.from')}</span>
          <input
            type="date"
            data-testid="replay-from"
            value={replay.form.from}
            onChange={(e) => replay.setField('from', e.target.value)}
          />
        </label>
        <label className="form__field">
          <span>{t('results.replay.to')}</span>
          <input
            type="date"
            data-testid="replay-to"
            value={replay.form.to}
            onChange={(e) => replay.setField('to', e.target.value)}
          />
        </label>
      </div>
      {replay.formError && (
        <p className="form__error" role="alert" data-testid="replay-form-error">
          {t(replay.formError)}
        </p>
      )}
      <div className="form__actions">
        <button
          type="submit"
          className="button button--primary"
          data-testid="replay-submit"
          disabled={replay.searching}
        >
          {t('results.replay.search')}
        </button>
      </div>
    </form>
  );
});
