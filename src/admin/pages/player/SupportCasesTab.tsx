import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PlayerOverview } from '../../../../protocol/operator/calls';
import { useAdmin } from '../../AdminContext';

/** The support cases the player sent while signed in, open and closed, newest first. */
export const SupportCasesTab = observer(function SupportCasesTab({ overview }: { overview: PlayerOverview }) {
  const { support } = useAdmin();
  const { t, i18n } = useTranslation();
  const { playerId } = overview.player;
  useEffect(() => void support.forPlayer(playerId), [support, playerId]);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const mine = support.playerCases?.playerId === playerId ? support.playerCases.cases : null;
  if (!mine) return <p role="status">{t('support.loading')}</p>;
  if (mine.length === 0) return <p>{t('player.noCases')}</p>;
  return (
    <ul className="admin-list" data-testid="player-cases">
      {mine.map((c) => (
        <li key={c.caseId}>
          <Link to={`/support/${c.caseId}`}>{c.subject}</Link>{' '}
          <span className="admin-muted">
            #{c.caseId} · {when.format(c.createdAt)} · {t(`support.states.${c.status}`)} ·{' '}
            {t('support.replies', { count: c.replies })}
          </span>
        </li>
      ))}
    </ul>
  );
});
