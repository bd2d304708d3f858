import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { InstantSceneTexts } from '../../../scenes/instant/instantTexts';

/** The scratchcard, spinner and crossword scenes' visible texts, through i18next (instantScenes.*). */
export function useInstantSceneTexts(): InstantSceneTexts {
  const { t, i18n } = useTranslation();
  return useMemo(
    () => ({
      youWon: (amount: string) => t('instantScenes.youWon', { amount }),
      noWin: t('instantScenes.noWin'),
      prize: t('instantScenes.prize'),
      price: (amount: string) => t('instantScenes.price', { amount }),
      revealAll: t('instantScenes.revealAll'),
      scratchHint: t('instantScenes.scratchHint'),
      matchThreeRule: t('instantScenes.matchThreeRule'),
      numbersRule: t('instantScenes.numbersRule'),
      winningNumbers: t('instantScenes.winningNumbers'),
      yourNumbers: t('instantScenes.yourNumbers'),
      keysScratch: t('instantScenes.keysScratch'),
      spin: t('instantScenes.spin'),
      spinRule: t('instantScenes.spinRule'),
      spinHint: t('instantScenes.spinHint'),
      noPrizeSegment: t('instantScenes.noPrizeSegment'),
      crosswordRule: t('instantScenes.crosswordRule'),
      yourLetters: t('instantScenes.yourLetters'),
      wordsCompleted: (count: number, total: number) => t('instantScenes.wordsCompleted', { count, total }),
      wordsPay: (count: number) => t('instantScenes.wordsPay', { count }),
      keysCall: t('instantScenes.keysCall'),
    }),
    // The language changes the texts; t itself is stable per language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );
}
