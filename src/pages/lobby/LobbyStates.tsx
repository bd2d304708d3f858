import { useTranslation } from 'react-i18next';

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
