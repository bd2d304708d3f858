import { useSearchParams } from 'react-router-dom';

/** A positive whole number from the query (?id=, ?gid=), else null. */
export function useIdParam(name = 'id'): number | null {
  const [params] = useSearchParams();
  const value = Number(params.get(name));
  return Number.isInteger(value) && value > 0 ? value : null;
}
