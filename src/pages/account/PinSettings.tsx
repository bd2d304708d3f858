import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureText } from '../../app/forms/FailureText';
import { useStores } from '../../app/StoreContext';

/**
 * Account settings' PIN section, on sites whose pinRequired asks for one at a withdrawal: set or
 * change it, the account password proving it is the player.
 */
export const PinSettings = observer(function PinSettings() {
  const { account } = useStores();
  const { t } = useTranslation();
  const pin = account.pin;
  const [values, setValues] = useState({ pin: '', password: '' });
  useEffect(() => {
    void pin.load();
  }, [pin]);
  if (!pin.status?.required) return null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await pin.save(values.password, values.pin)) setValues({ pin: '', password: '' });
  };
  return (
    <form
      className="form form--section"
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="pin-settings"
    >
      <h2>{t('pin.settingsTitle')}</h2>
      <p data-testid="pin-settings-status">{t(pin.status.set ? 'pin.isSet' : 'pin.notSetYet')}</p>
      <label className="form__field">
        <span>{t(pin.status.set ? 'pin.newPin' : 'pin.label')}</span>
        <input
          data-testid="pin-settings-pin"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={values.pin}
          onChange={(e) => setValues({ ...values, pin: e.target.value.replace(/\D/g, '') })}
        />
        <small>{t('pin.format')}</small>
      </label>
      <label className="form__field">
        <span>{t('pin.password')}</span>
        <input
          data-testid="pin-settings-password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(e) => setValues({ ...values, password: e.target.value })}
        />
      </label>
      <FailureText failure={pin.failure} testId="pin-settings-error" />
      {pin.state === 'saved' && (
        <p className="form__success" role="status" data-testid="pin-settings-saved">
          {t('pin.saved')}
        </p>
      )}
      <button
        type="submit"
        className="button button--primary"
        data-testid="pin-settings-save"
        disabled={pin.state === 'saving'}
      >
        {t('common.save')}
      </button>
    </form>
  );
});
