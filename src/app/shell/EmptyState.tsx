import { Link } from 'react-router-dom';
import { Icon, type IconName } from './Icon';

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
