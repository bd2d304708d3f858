import { useTranslation } from 'react-i18next';
import type { Winner } from '../../stores/playout/playoutShow';

/** The winners list of the playout state: screen name, play and prize, as the server settled them. */
export function WinnersList({
  winners,
  money,
  reversed = false,
}: {
  winners: readonly Winner[];
  money(amount: number): string;
  /** Raffles list the payouts from the lowest rank up to rank 1 (spec section 4, REPLAY1). */
  reversed?: boolean;
}) {
  const { t } = useTranslation();
  const shown = reversed ? [...winners].reverse() : winners;
  return (
    <section data-testid="playout-winners">
      <h2>{t('playout.winners')}</h2>
      {shown.length === 0 ? (
        <p>{t('playout.noWinners')}</p>
      ) : (
        <ol className="record-list">
          {shown.map((w, i) => (
            <li key={`${w.rankNumber}-${w.play}-${i}`} data-testid="playout-winner">
              <span>{t('playout.rank', { rank: w.rankNumber })}</span> <strong>{w.screenName}</strong>{' '}
              <span>{w.play}</span> <span>{money(w.prize)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
