import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../app/dialogs/Modal';
import type { PinPrompt } from '../../stores/cashier/PinPrompt';

/** The spec's enter-PIN prompt: the PIN goes with the call again; cancel gives up the call. */
export const PinPromptDialog = observer(function PinPromptDialog({ prompt }: { prompt: PinPrompt }) {
  const { t } = useTranslation();
  const [pin, setPin] = useState('');
  if (!prompt.open) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (pin === '') return;
    prompt.submit(pin);
    setPin('');
  };
  return (
    <Modal title={t('pin.promptTitle')} onClose={prompt.cancel} testId="pin-prompt" variant="compact">
      <form className="form" onSubmit={submit} noValidate>
        <p>{t('pin.promptBody')}</p>
        <label className="form__field">
          <span>{t('pin.label')}</span>
          <input
            data-testid="pin-prompt-input"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            autoFocus
            value={pin}
            onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
          />
        </label>
        {prompt.error === 'incorrect' && (
          <p className="form__error" role="alert" data-testid="pin-prompt-error">
            {t('pin.incorrect')}
          </p>
        )}
        <div className="form__actions">
          <button type="button" className="button" data-testid="pin-prompt-cancel" onClick={prompt.cancel}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button--primary" data-testid="pin-prompt-submit">
            {t('pin.promptSubmit')}
          </button>
        </div>
      </form>
    </Modal>
  );
});
