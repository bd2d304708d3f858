import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { filtersOf } from './filterForm';
import { SiteSelect } from './SiteSelect';

/**
 * A list's filters as a form over the URL: the site, the list's own fields, and Filter, which
 * writes them to the query string (so a filtered list is a link). Re-made when the URL changes,
 * so the fields show the filter in force.
 */
export function FilterForm(props: { siteId: number | undefined; children?: ReactNode }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  return (
    <form className="admin-filters" onSubmit={(e) => setParams(filtersOf(e))} key={params.toString()}>
      <SiteSelect value={props.siteId} />
      {props.children}
      <div className="admin-filters__actions">
        <button className="admin-button admin-button--primary" type="submit">
          {t('audit.filter')}
        </button>
      </div>
    </form>
  );
}

/** A list's status filter in a FilterForm: the states it offers, each named by `label`. */
export function StatusFilter<S extends string>(props: {
  label: string;
  value: S;
  states: readonly S[];
  name: (state: S) => string;
}) {
  return (
    <label>
      <span>{props.label}</span>
      <select name="status" defaultValue={props.value}>
        {props.states.map((s) => (
          <option key={s} value={s}>
            {props.name(s)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A list's refusal and its count (or that it is loading), announced to screen readers. */
export function ListStatus(props: {
  error: string | null;
  loading: boolean;
  loadingText: string;
  countText: string;
}) {
  return (
    <>
      {props.error && (
        <p className="admin-error" role="alert">
          {props.error}
        </p>
      )}
      <p role="status" className="admin-muted">
        {props.loading ? props.loadingText : props.countText}
      </p>
    </>
  );
}
