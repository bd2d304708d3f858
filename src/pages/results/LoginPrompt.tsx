import { useTranslation } from 'react-i18next';
import { useStores } from '../../app/StoreContext';

/** Open routes that show the player's own data ask a visitor to log in first. */
export function LoginPrompt({ messageKey }: { messageKey: string }) {
  const { ui } = useStores();
  const { t } = useTranslation();
  return (
    <div className="login-prompt" data-testid="login-prompt">
      <p>{t(messageKey)}</p>
      <button type="button" className="button button--primary" onClick={() => ui.openModal('login')}>
        {t('header.login')}
      </button>
    </div>
  );
}
