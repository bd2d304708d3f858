import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../StoreContext';

type Variant = 'maintenance' | 'serverDown' | 'noConfiguration';

/**
 * Spec section 2, Maintenance screens: the site under maintenance (connected or not), the server
 * down (retrying every 30 s, attempt number, Reload Page), or no configuration at all.
 */
export const MaintenancePage = observer(function MaintenancePage() {
  const { configuration, connection } = useStores();
  const { t } = useTranslation();
  // Not connected is the server down whatever configuration the page still holds; connected with
  // no configuration is the site that will not load.
  const variant: Variant = configuration.maintenance
    ? 'maintenance'
    : !connection.connected
      ? 'serverDown'
      : 'noConfiguration';
  return (
    <section className="maintenance" data-testid="maintenance" data-variant={variant}>
      <h1>{t(`maintenance.${variant}.title`)}</h1>
      {variant === 'maintenance' && (
        <p>
          {t(
            connection.connected
              ? 'maintenance.maintenance.connected'
              : 'maintenance.maintenance.disconnected',
          )}
        </p>
      )}
      {variant === 'serverDown' && (
        <>
          <p>{t('maintenance.serverDown.retrying')}</p>
          <p data-testid="maintenance-attempt">
            {t('maintenance.serverDown.attempt', { attempt: configuration.attempts })}
          </p>
        </>
      )}
      {variant === 'noConfiguration' && <p>{t('maintenance.noConfiguration.body')}</p>}
      {variant !== 'maintenance' && (
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('maintenance.reload')}
        </button>
      )}
    </section>
  );
});
