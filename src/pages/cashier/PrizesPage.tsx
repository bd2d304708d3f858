import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useStores } from '../../app/StoreContext';
import { SectionPage } from '../account/AccountLayout';
import { useMoney } from './useMoney';

/** /cashier/prizes: prizes won, to claim or collected. Names are shown as text, never as HTML. */
export const PrizesPage = observer(function PrizesPage() {
  const { cashier } = useStores();
  const { t } = useTranslation();
  const money = useMoney();
  useEffect(() => {
    void cashier.loadPrizes();
  }, [cashier]);
  return (
    <SectionPage titleKey="routes.cashierPrizes" testId="prizes-page" back="/cashier">
      {cashier.prizes.length === 0 && <p data-testid="prizes-empty">{t('prizes.empty')}</p>}
      <ul className="record-list">
        {cashier.prizes.map((p) => {
          const kind = p.kind ?? 'cash';
          return (
            <li key={`${kind}:${p.id}`} data-testid="prize" data-kind={kind}>
              <strong>{p.name ? plainText(p.name) : money(p.value, p.currencyId)}</strong>
              <span data-testid="prize-state">
                {t(p.collectedDate ? 'prizes.collected' : 'prizes.toClaim')}
              </span>
              <Link to={`/cashier/prizes/prize?id=${p.id}&kind=${kind}`} data-testid="prize-details-link">
                {t('prizes.details')}
              </Link>
            </li>
          );
        })}
      </ul>
    </SectionPage>
  );
});

/** A list line shows the name's text only (markup stripped by the parser, nothing rendered). */
function plainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}
