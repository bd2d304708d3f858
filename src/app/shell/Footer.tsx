import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useStores } from '../StoreContext';

type FooterVariant = 'full' | 'compact' | 'minimal';

/** Named visual templates pick a footer; unknown templates get the full one. */
const VARIANT_BY_TEMPLATE: Record<string, FooterVariant> = {
  default: 'full',
  classic: 'full',
  cartoon: 'compact',
  sweet: 'compact',
  slim: 'minimal',
};

const LEGAL_LINKS: [string, string][] = [
  ['/terms', 'routes.terms'],
  ['/privacy', 'routes.privacy'],
  ['/howtoplay', 'routes.howtoplay'],
  ['/contact', 'routes.contact'],
  ['/cashier/responsiblegaming', 'routes.responsiblegaming'],
];

export const Footer = observer(function Footer() {
  const { configuration } = useStores();
  const { t } = useTranslation();
  const variant = VARIANT_BY_TEMPLATE[configuration.template] ?? 'full';
  const year = new Date().getFullYear();
  return (
    <footer className={`app-footer app-footer--${variant}`} data-testid="footer" data-variant={variant}>
      {variant !== 'minimal' && (
        <ul className="app-footer__links">
          {LEGAL_LINKS.map(([to, key]) => (
            <li key={to}>
              <Link to={to}>{t(key)}</Link>
            </li>
          ))}
        </ul>
      )}
      {/* The 18+ responsible-play line is a legal notice: every footer variant carries it. */}
      <p className="app-footer__notice" data-testid="footer-responsible">
        <span className="app-footer__age" aria-hidden="true">
          18+
        </span>
        {t('footer.responsible')}
      </p>
      <p className="app-footer__copyright">{t('footer.copyright', { year, site: configuration.siteName })}</p>
    </footer>
  );
});
