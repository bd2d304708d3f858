import type { TFunction } from 'i18next';
import { bingoCallLetter, type BingoFormat } from '../../../protocol/bingo';

/** A call as players say it: 'B7', 'O68' in 75-ball (bingo.letteredCall), the bare number in 90-ball. */
export function bingoCallName(t: TFunction, format: BingoFormat, number: number): string {
  const letter = bingoCallLetter(format, number);
  return letter ? t('bingo.letteredCall', { letter, number }) : String(number);
}
