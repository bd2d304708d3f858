import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon, type IconName } from '../../app/shell/Icon';

/** Placeholder tiles while the first game list loads, shaped like the real ones. */
export function LobbySkeleton({ count = 8 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div className="lobby__grid" data-testid="lobby-skeleton" aria-busy="true" role="status">
      <span className="visually-hidden">{t('design.lobby.loading')}</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="lobby-tile lobby-tile--skeleton" aria-hidden="true">
          <div className="skeleton lobby-tile__band" />
          <div className="lobby-tile__body">
            <div className="skeleton" style={{ height: '1.2rem', width: '70%' }} />
            <div className="skeleton" style={{ height: '2rem', width: '55%' }} />
            <div className="skeleton" style={{ height: '2.75rem' }} />
          </div>
        </div>
      ))}
    </div>
  );
}

/** An empty list that says why and what to do next, with the way there. */
export function EmptyState({
  icon = 'ball',
  title,
  text,
  action,
  testId = 'lobby-empty',
}: {
  icon?: IconName;
  title: string;
  text: string;
  action?: { to: string; label: string };
  testId?: string;
}) {
  return (
    <div className="empty-state" data-testid={testId}>
      <Icon name={icon} />
      <h2>{title}</h2>
      <p>{text}</p>
      {action && (
        <Link className="button button--primary" to={action.to}>
          {action.label}
        </Link>
      )}
    </div>
  );
}
