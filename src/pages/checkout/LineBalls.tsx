import { useTranslation } from 'react-i18next';

/** A picked line as small balls ("3,7,11#4": the second set in the bonus colour), read out as numbers. */
export function LineBalls({ line }: { line: string }) {
  const { t } = useTranslation();
  const [main, second = ''] = line.split('#');
  const balls = (text: string) => (text ? text.split(',') : []);
  return (
    <span
      className="checkout-line"
      role="img"
      aria-label={t('checkout.pick.lineLabel', { numbers: line.replace('#', ' + ') })}
    >
      {balls(main).map((n) => (
        <span key={`m${n}`} className="lotto-ball checkout-line__ball">
          {n}
        </span>
      ))}
      {balls(second).map((n) => (
        <span key={`s${n}`} className="lotto-ball lotto-ball--bonus checkout-line__ball">
          {n}
        </span>
      ))}
    </span>
  );
}
