import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '../../format/sanitizeHtml';
import { useStores } from '../StoreContext';
import { Modal } from './Modal';

/** Rules: the game's description (operator HTML, sanitised). */
export const RulesDialog = observer(function RulesDialog() {
  const { gameInfo } = useStores();
  const { t } = useTranslation();
  const game = gameInfo.dialogGame;
  if (!game) return null;
  const description = gameInfo.lobbyOf(game)?.description ?? '';
  return (
    <Modal
      title={t('rules.title')}
      onClose={() => gameInfo.close()}
      testId="rules-dialog"
      variant="fullscreen"
    >
      <h3>{game.gameTitle}</h3>
      {description ? (
        <div
          data-testid="rules-description"
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(description) }}
        />
      ) : (
        <p data-testid="rules-description">{t('rules.none')}</p>
      )}
    </Modal>
  );
});
