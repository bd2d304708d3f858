import { useTranslation } from 'react-i18next';
import type { PlayerOverview } from '../../../../protocol/operator/calls';
import { formatMinor } from '../formatMinor';

const NUMERIC: readonly string[] = ['amount'];

/** The player's latest ledger lines, newest first, as the server sends them. */
export function TransactionsTab({ overview }: { overview: PlayerOverview }) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  if (overview.transactions === null) return <p className="admin-muted">{t('player.moneyHidden')}</p>;
  if (overview.transactions.length === 0) return <p>{t('player.noTransactions')}</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table" data-testid="player-transactions">
        <caption className="visually-hidden">{t('player.tabs.transactions')}</caption>
        <thead>
          <tr>
            {(['transaction', 'at', 'kind', 'account', 'amount'] as const).map((c) => (
              <th scope="col" key={c} className={NUMERIC.includes(c) ? 'admin-number' : undefined}>
                {t(`player.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {overview.transactions.map((line, i) => (
            <tr key={`${line.transactionId}-${line.account}-${i}`} data-kind={line.kind}>
              <td>{line.transactionId}</td>
              <td>{when.format(line.at)}</td>
              <td>{line.kind}</td>
              <td>{t(`player.accounts.${line.account}`, { defaultValue: line.account })}</td>
              <td className={`admin-number ${line.amount < 0 ? 'admin-number--debit' : ''}`}>
                {formatMinor(line.amount, line.currency, i18n.language)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
