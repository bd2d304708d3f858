import { useTranslation } from 'react-i18next';
import type { DashboardMoney as Money } from '../../../protocol/operator/calls';
import { PeriodChart } from './charts/PeriodChart';
import { formatMinor } from './formatMinor';

/** Sales and prizes of one currency: today and the week as figures, the seven days as a chart. */
export function DashboardMoney(props: { money: Money }) {
  const { t, i18n } = useTranslation();
  const { money } = props;
  const format = (minor: number) => formatMinor(minor, money.currency, i18n.language);
  return (
    <section
      className="admin-card"
      aria-labelledby={`money-${money.currency}`}
      data-currency={money.currency}
    >
      <h2 id={`money-${money.currency}`}>{t('dashboard.money', { currency: money.currency })}</h2>
      <dl className="admin-figures admin-figures--compact">
        {(
          [
            ['salesToday', money.today.sales],
            ['prizesToday', money.today.prizes],
            ['salesWeek', money.week.sales],
            ['prizesWeek', money.week.prizes],
          ] as const
        ).map(([key, value]) => (
          <div key={key}>
            <dt>{t(`dashboard.${key}`)}</dt>
            <dd data-testid={`figure-${key}`}>{format(value)}</dd>
          </div>
        ))}
      </dl>
      <PeriodChart
        title={t('dashboard.money', { currency: money.currency })}
        summary={t('dashboard.moneySummary', {
          sales: format(money.week.sales),
          prizes: format(money.week.prizes),
        })}
        periodLabel={t('dashboard.day')}
        periods={money.days.map((d) => d.day)}
        series={[
          {
            label: t('dashboard.sales'),
            values: money.days.map((d) => d.sales),
            colour: 'var(--theme-primary)',
          },
          {
            label: t('dashboard.prizes'),
            values: money.days.map((d) => d.prizes),
            colour: 'var(--color-accent)',
          },
        ]}
        format={format}
        height={180}
        testId="dashboard-chart"
      />
    </section>
  );
}
