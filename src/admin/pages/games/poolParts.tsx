import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { InstantGamePools, PrizeLeft } from '../../../../protocol/operator/calls';
import { useAdmin } from '../../AdminContext';
import { formatMinor } from '../formatMinor';

/** The largest prize tier of a pool and how many of it are left. */
export function TopPrizeLeft(props: { tiers: readonly PrizeLeft[]; currency: string }) {
  const { t, i18n } = useTranslation();
  const top = props.tiers[0];
  if (!top) return <>—</>;
  return (
    <>
      {t('pools.topPrizeOf', {
        left: top.left,
        count: top.count,
        prize: formatMinor(top.prizeMinor, props.currency, i18n.language),
      })}
    </>
  );
}

/**
 * The game's latest build as the operator follows it (a progress bar while it hashes, announced
 * politely), and the button that starts the next one for the roles that may.
 */
export const PoolBuild = observer(function PoolBuild({ game }: { game: InstantGamePools }) {
  const { instantPools, session } = useAdmin();
  const { t } = useTranslation();
  const build = game.build;
  const nextNo = game.poolsBuilt + 1;
  const building = build?.status === 'building';
  return (
    <div className="admin-progress" data-testid={`pool-build-${game.gameId}`}>
      {build && (
        <span role="status" aria-live="polite">
          {building
            ? t('pools.building', { poolNo: build.poolNo, percent: Math.floor(build.progress * 100) })
            : build.status === 'committed'
              ? t('pools.committed', { poolNo: build.poolNo })
              : t('pools.failed', { poolNo: build.poolNo, error: build.error ?? '' })}
        </span>
      )}
      {building && (
        <progress
          max={1}
          value={build.progress}
          aria-label={t('pools.buildProgress', { poolNo: build.poolNo })}
        />
      )}
      {session.may('buildInstantPool') &&
        !building &&
        (game.poolsBuilt < game.poolsPlanned ? (
          <button
            type="button"
            className="admin-button"
            aria-label={t('pools.buildNextOf', { poolNo: nextNo, title: game.title })}
            onClick={() =>
              void instantPools.build(
                game.gameId,
                t('pools.buildStarted', { poolNo: nextNo, title: game.title }),
              )
            }
          >
            {t('pools.buildNext', { poolNo: nextNo })}
          </button>
        ) : (
          <span className="admin-muted">{t('pools.allBuilt')}</span>
        ))}
    </div>
  );
});
