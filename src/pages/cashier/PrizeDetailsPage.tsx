import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useStores } from '../../app/StoreContext';
import { isSafeUrl, sanitizeHtml } from '../../format/sanitizeHtml';
import { SectionPage } from '../account/AccountLayout';
import { PrizeClaim } from './PrizeClaim';
import { useMoney } from './useMoney';

const HTML_FIELDS = ['description', 'sponsorText', 'detailsText'] as const;

/** /cashier/prizes/prize?id=&kind=: one prize; its operator-written HTML fields are sanitised. */
export const PrizeDetailsPage = observer(function PrizeDetailsPage() {
  const { cashier } = useStores();
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const [params] = useSearchParams();
  const kind = params.get('kind') === 'cash' ? 'cash' : 'item';
  const prize = cashier.prize(Number(params.get('id')), kind);
  useEffect(() => {
    if (cashier.prizes.length === 0) void cashier.loadPrizes();
  }, [cashier]);
  if (!prize)
    return (
      <SectionPage titleKey="routes.cashierPrize" testId="prize-details-page" back="/cashier/prizes">
        <p data-testid="prize-missing">{t('prizes.missing')}</p>
      </SectionPage>
    );
  return (
    <SectionPage titleKey="routes.cashierPrize" testId="prize-details-page" back="/cashier/prizes">
      {prize.imageUrl && isSafeUrl(prize.imageUrl) && (
        <img className="prize__image" src={prize.imageUrl} alt="" data-testid="prize-image" />
      )}
      <h2 data-testid="prize-name" dangerouslySetInnerHTML={{ __html: sanitizeHtml(prize.name ?? '') }} />
      <dl className="details-list">
        <div>
          <dt>{t('prizes.value')}</dt>
          <dd data-testid="prize-value">{money(prize.value, prize.currencyId)}</dd>
        </div>
        {prize.cashOption !== null && (
          <div>
            <dt>{t('prizes.cashOption')}</dt>
            <dd data-testid="prize-cash-option">{money(prize.cashOption, prize.currencyId)}</dd>
          </div>
        )}
        <div>
          <dt>{t('prizes.won')}</dt>
          <dd>{new Date(prize.wonDate).toLocaleDateString(i18n.language.replace('_', '-'))}</dd>
        </div>
      </dl>
      {HTML_FIELDS.map((field) =>
        prize[field] ? (
          <div
            key={field}
            className="prize__html"
            data-testid={`prize-${field}`}
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(prize[field] ?? '') }}
          />
        ) : null,
      )}
      {prize.kind === 'item' && <PrizeClaim prize={prize} />}
    </SectionPage>
  );
});
