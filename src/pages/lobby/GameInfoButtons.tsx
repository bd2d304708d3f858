import { useTranslation } from 'react-i18next';
import { useStores } from '../../app/StoreContext';

/**
 * The game's rules and payout buttons, which open the game-info dialogs; a fragment, so a page
 * can add its own buttons in the same row. Test ids are `${testIdPrefix}-rules` and `-payout`.
 */
export function GameInfoButtons({
  gameInstanceId,
  testIdPrefix,
}: {
  gameInstanceId: number;
  testIdPrefix: string;
}) {
  const { gameInfo } = useStores();
  const { t } = useTranslation();
  return (
    <>
      <button
        type="button"
        className="button"
        data-testid={`${testIdPrefix}-rules`}
        onClick={() => gameInfo.open('rules', gameInstanceId)}
      >
        {t('rules.title')}
      </button>
      <button
        type="button"
        className="button"
        data-testid={`${testIdPrefix}-payout`}
        onClick={() => gameInfo.open('payout', gameInstanceId)}
      >
        {t('payout.title')}
      </button>
    </>
  );
}
