import { useTranslation } from 'react-i18next';
import type { PlayerOverview } from '../../../../protocol/operator/calls';
import { formatMinor } from '../formatMinor';

/** Responsible gaming (time-out, self-exclusion, the player's and customer service's limits). */
export function LimitsTab({ overview }: { overview: PlayerOverview }) {
  const { t, i18n } = useTranslation();
  const rg = overview.responsibleGaming;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const until = (at: number | null) => (at === null ? t('player.notSet') : date.format(at));
  return (
    <>
      <dl className="admin-facts">
        <dt>{t('player.timeoutUntil')}</dt>
        <dd>{until(rg.timeoutUntil)}</dd>
        <dt>{t('player.selfExcludedUntil')}</dt>
        <dd>{until(rg.selfExcludedUntil)}</dd>
      </dl>
      <h2 className="admin-subheading">{t('player.ownLimits')}</h2>
      {rg.own.length === 0 ? (
        <p>{t('player.noLimits')}</p>
      ) : (
        <ul>
          {rg.own.map((l) => (
            <li key={`${l.kind}-${l.currency}`}>
              {l.kind}: {formatMinor(l.amount, l.currency, i18n.language)}{' '}
              {!l.enabled && <span className="admin-muted">({t('player.off')})</span>}
            </li>
          ))}
        </ul>
      )}
      <h2 className="admin-subheading">{t('player.serviceLimits')}</h2>
      {rg.customerService.length === 0 ? (
        <p>{t('player.noLimits')}</p>
      ) : (
        <ul>
          {rg.customerService.map((l) => (
            <li key={`${l.kind}-${l.currency}`}>
              {t(`player.limitKinds.${l.kind}`, { defaultValue: l.kind })}:{' '}
              {formatMinor(l.amount, l.currency, i18n.language)}{' '}
              <span className="admin-muted">{t('player.setBy', { by: l.setBy })}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
