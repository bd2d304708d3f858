import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The lottery, raffle and game-over scenes' visible texts, through i18next. */
export function useSceneTexts() {
  const { t, i18n } = useTranslation();
  return useMemo(
    () => ({
      lottery: {
        startsIn: t('playout.draw.startsIn'),
        waiting: t('playout.draw.waiting'),
        started: t('playout.draw.started'),
        complete: t('playout.draw.complete'),
        ball: (position: number, total: number) => t('playout.draw.ball', { position, total }),
        bonusBall: (position: number, total: number) => t('playout.draw.bonusBall', { position, total }),
        myPlays: t('playout.draw.myPlays'),
        morePlays: (count: number) => t('playout.draw.morePlays', { count }),
        matched: t('playout.draw.matched'),
        winnings: t('playout.draw.winnings'),
        progressive: t('playout.draw.progressive'),
        youWon: t('playout.draw.youWon'),
        noWin: t('playout.draw.noWin'),
        jackpot: t('playout.draw.jackpot'),
        flags: {
          lucky: t('playout.draw.flags.lucky'),
          bonobo: t('playout.draw.flags.bonobo'),
          multi: t('playout.draw.flags.multi'),
          perfect: t('playout.draw.flags.perfect'),
        },
        jackpotCaption: t('playout.draw.jackpotCaption'),
        prizePoolCaption: t('playout.draw.prizePoolCaption'),
        players: (count: number) => t('playout.draw.players', { count }),
        oneToGo: t('playout.draw.oneToGo'),
        match: t('playout.draw.match'),
      },
      raffle: {
        waiting: t('playout.startsIn'),
        rank: (rank: number) => t('playout.rank', { rank }),
        hidden: t('playout.toBeDrawn'),
        drawn: (count: number, total: number) => t('playout.prizesDrawn', { count, total }),
        myWinnings: t('playout.myWinnings'),
        yours: t('playout.yourTicket'),
      },
      gameOver: {
        title: t('gameOver.title'),
        won: (amount: string) => t('gameOver.won', { amount }),
        noWin: t('gameOver.noWin'),
        plays: (count: number) => t('gameOver.plays', { count }),
        noPlays: t('gameOver.noPlays'),
        drawn: t('gameOver.drawn'),
        jackpot: t('gameOver.jackpot'),
      },
    }),
    // The language changes the texts; t itself is stable per language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );
}
