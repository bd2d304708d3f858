import { observer } from 'mobx-react-lite';
import { useStores } from '../StoreContext';

/** The operator's logo when the site configures one (brand.logo), else a ball mark and the name. */
export const SiteMark = observer(function SiteMark() {
  const { configuration } = useStores();
  const logo = configuration.configuration?.brand?.logo;
  if (logo) return <img className="site-mark__logo" src={logo} alt={configuration.siteName} />;
  return (
    <span className="site-mark">
      <span className="site-mark__ball" aria-hidden="true" />
      <span className="site-mark__name">{configuration.siteName}</span>
    </span>
  );
});
