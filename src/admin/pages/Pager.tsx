import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

/** Newer/older pages of a list paged on the server; the offset lives in the URL (?offset=). */
export function Pager(props: { label: string; offset: number; size: number; total: number }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { offset, size, total } = props;
  if (total === 0) return null;
  const go = (to: number) => {
    const next = new URLSearchParams(params);
    next.set('offset', String(Math.max(0, to)));
    setParams(next);
  };
  return (
    <nav className="admin-pager" aria-label={props.label}>
      <button className="admin-button" disabled={offset === 0} onClick={() => go(offset - size)}>
        {t('pager.previous')}
      </button>
      <span>{t('pager.page', { from: offset + 1, to: Math.min(offset + size, total), total })}</span>
      <button className="admin-button" disabled={offset + size >= total} onClick={() => go(offset + size)}>
        {t('pager.next')}
      </button>
    </nav>
  );
}
