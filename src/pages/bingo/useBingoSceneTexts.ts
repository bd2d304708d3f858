import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BingoFormat } from '../../../protocol/bingo';
import type { BingoSceneTexts } from '../../../scenes/bingo/BingoScene';
import { bingoCallName } from './bingoCallName';

/** The bingo hall's visible texts through i18next (bingo.*), money in the game's currency. */
export function useBingoSceneTexts(title: string, money: (amount: number) => string): BingoSceneTexts {
  const { t, i18n } = useTranslation();
  return useMemo(
    () => ({
      language: i18n.language,
      title,
      waiting: t('bingo.waiting'),
      callOf: (call: number, total: number) => t('bingo.callOf', { call, total }),
      callName: (number: number, format: BingoFormat) => bingoCallName(t, format, number),
      pattern: (pattern: string) => t(`bingo.patterns.${pattern}`),
      prize: (amount: number) => t('bingo.patternPrize', { amount: money(amount) }),
      toGo: (count: number) => t('bingo.toGo', { count }),
      won: (amount: number) => t('bingo.wonAmount', { amount: money(amount) }),
      wonBy: (pattern: string, names: string, amount: number) =>
        t('bingo.wonBy', { pattern, names, amount: money(amount) }),
      finished: t('bingo.finished'),
      watching: t('bingo.watching'),
      noCards: t('bingo.noCards'),
      notWonYet: t('bingo.notWonYet'),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- remade when the language or title changes
    [t, i18n.language, title],
  );
}
