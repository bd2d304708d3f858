import { useTranslation } from 'react-i18next';
import { PLAYER_DATA_ACCESS, type PlayerDataAccess } from '../../../protocol/operator/roles';
import { useAdmin } from '../AdminContext';

/** Which personal data the signed-in operator's role sees (the server nulls the rest). */
export function useDataAccess(): PlayerDataAccess {
  const role = useAdmin().session.operator?.role ?? 'readonly';
  return PLAYER_DATA_ACCESS[role];
}

/**
 * A personal field: its value, "none" when the player has none, or the note that the operator's
 * role does not see it (the server sent null for that reason).
 */
export function Redacted({ value, allowed }: { value: string | null | undefined; allowed: boolean }) {
  const { t } = useTranslation();
  if (value !== null && value !== undefined && value !== '') return <>{value}</>;
  return <span className="admin-muted">{allowed ? t('players.none') : t('players.hidden')}</span>;
}
