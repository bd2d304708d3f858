import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../StoreContext';
import { Modal } from './Modal';

/** Manual raffle pick: type the ticket number wanted instead of taking a random one. */
export const RafflePickDialog = observer(function RafflePickDialog() {
  const { picking } = useStores();
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const game = picking.game;
  if (!game) return null;
  const close = () => picking.closeDialog();
  const submit = () => {
    const n = Number(text);
    if (!Number.isInteger(n) || n < 1 || n > game.drawRange)
      return setError(t('pick.raffle.range', { max: game.drawRange }));
    if (picking.lines.includes(String(n))) return setError(t('pick.raffle.taken'));
    picking.toggle(n);
    if (!picking.lines.includes(String(n))) return setError(t('pick.limitReached'));
    close();
  };
  return (
    <Modal title={t('pick.raffle.title')} onClose={close} testId="raffle-pick-dialog">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <label className="form__field">
          <span>{t('pick.raffle.label', { max: game.drawRange })}</span>
          <input
            inputMode="numeric"
            data-testid="raffle-pick-number"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
            }}
          />
        </label>
        {error && (
          <p className="form__error" role="alert" data-testid="raffle-pick-error">
            {error}
          </p>
        )}
        <button type="submit" className="button button--primary" data-testid="raffle-pick-add">
          {t('pick.raffle.add')}
        </button>
      </form>
    </Modal>
  );
});
