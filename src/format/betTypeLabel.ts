import type { TFunction } from 'i18next';
import { betTypeDef, isBetType } from '../../protocol/betTypes';

/**
 * A bet type's name for players, through the catalogue: the wire names are the spec's ('Perm5'
 * has no space), the label is built from the kind and size ("Perm 5", "Permutación 5").
 */
export function betTypeLabel(t: TFunction, betType: string): string {
  if (!isBetType(betType)) return betType;
  const { kind, lineSize } = betTypeDef(betType);
  return t(`design.betType.${kind}`, { count: lineSize });
}
