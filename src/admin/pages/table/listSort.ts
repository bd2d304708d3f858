import { useSearchParams } from 'react-router-dom';

/** A list's order: the column the server sorts by, and the direction. */
export interface ListSort {
  by: string;
  desc: boolean;
}

/**
 * The list's sort in the URL (?sort=column&dir=asc|desc), among the columns the server can sort
 * by; a new sort starts again at the first page. Anything else in the URL falls back to `fallback`.
 */
export function useListSort(
  allowed: readonly string[],
  fallback: ListSort,
): [ListSort, (sort: ListSort) => void] {
  const [params, setParams] = useSearchParams();
  const by = params.get('sort');
  const sort: ListSort = by && allowed.includes(by) ? { by, desc: params.get('dir') !== 'asc' } : fallback;
  const setSort = (next: ListSort) => {
    const updated = new URLSearchParams(params);
    updated.set('sort', next.by);
    updated.set('dir', next.desc ? 'desc' : 'asc');
    updated.delete('offset');
    setParams(updated);
  };
  return [sort, setSort];
}
