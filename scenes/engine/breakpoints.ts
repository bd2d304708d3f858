import { BREAKPOINTS } from '../../protocol/constants';

/**
 * The stage lays out by the same breakpoints as the DOM chrome (spec section 9), so a scene
 * switches to its narrow layout exactly when the page does.
 */
export type BreakpointName = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl';
const NAMES: readonly BreakpointName[] = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'];

/** xs up to 575 px, sm up to 767, md up to 991, lg up to 1199, xl up to 1400, xxl above. */
export function breakpointOf(width: number): BreakpointName {
  const index = BREAKPOINTS.findIndex((limit) => width <= limit);
  return NAMES[index < 0 ? BREAKPOINTS.length : index];
}

/** Phones and small tablets stack the stage's panels vertically. */
export function isNarrow(width: number): boolean {
  const bp = breakpointOf(width);
  return bp === 'xs' || bp === 'sm';
}

/**
 * Canvas resolution: the device's pixel ratio, capped at 2 because a 3x canvas costs more fill
 * rate than phones can spare for a visibly sharper result.
 */
export function stageResolution(devicePixelRatio: number | undefined): number {
  const ratio = devicePixelRatio && devicePixelRatio > 0 ? devicePixelRatio : 1;
  return Math.min(ratio, 2);
}
