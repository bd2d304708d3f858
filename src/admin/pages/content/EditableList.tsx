import type { ReactNode } from 'react';
import type { RowData } from '@tanstack/react-table';
import { DataTable, type ListColumn } from '../table/DataTable';
import { ContentHeader } from './ContentHeader';

/**
 * A site's content list (ads, pages): its header, the editor while one is open, a New button for
 * the roles that may add, then the list or a line saying there is none yet.
 */
export function EditableList<Row extends RowData>(props: {
  title: string;
  editor: ReactNode;
  newLabel: string | null;
  onNew: () => void;
  rows: readonly Row[];
  columns: readonly ListColumn<Row>[];
  rowKey: (row: Row) => number;
  loading: boolean;
  emptyText: string;
  testId: string;
}) {
  return (
    <>
      <ContentHeader title={props.title} />
      {props.editor}
      {props.newLabel && (
        <p>
          <button type="button" className="admin-button admin-button--primary" onClick={props.onNew}>
            {props.newLabel}
          </button>
        </p>
      )}
      {props.rows.length > 0 ? (
        <DataTable
          caption={props.title}
          rows={props.rows}
          columns={props.columns}
          rowKey={props.rowKey}
          busy={props.loading}
          testId={props.testId}
        />
      ) : (
        !props.loading && <p className="admin-muted">{props.emptyText}</p>
      )}
    </>
  );
}
