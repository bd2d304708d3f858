// ?no-inline: a data: URL would break <use href="…#id">, so the sprite is always its own file.
import sprite from '../../styles/icons.svg?no-inline';

/** Names of the symbols in src/styles/icons.svg, the one icon sprite of the design system. */
export type IconName =
  | 'menu'
  | 'close'
  | 'ball'
  | 'clock'
  | 'ticket'
  | 'trophy'
  | 'wallet'
  | 'user'
  | 'star'
  | 'gift'
  | 'search'
  | 'check'
  | 'alert'
  | 'shield'
  | 'spin';

/** A decorative icon from the sprite (served as one file from the build, referenced by <use>). */
export function Icon({ name, className = '' }: { name: IconName; className?: string }) {
  return (
    <svg className={`icon ${className}`.trim()} aria-hidden="true" focusable="false">
      <use href={`${sprite}#i-${name}`} />
    </svg>
  );
}
