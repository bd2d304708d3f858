import { useTranslation } from 'react-i18next';

/** A date (and time) in the player's language. */
export function useDate() {
  const { i18n } = useTranslation();
  return (time: number) =>
    new Date(time).toLocaleString(i18n.language.replace('_', '-'), {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
}
