import { observer } from 'mobx-react-lite';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickingStore } from '../../stores/picking/PickingStore';

/** '1,2,3#4' as '1 2 3 # 4'. */
export const lineText = (line: string) => line.replace(/,/g, ' ').replace('#', ' # ');

/** The entries picked, each removable while picking; Edit lines opens the edit dialog. */
export const PickedLines = observer(function PickedLines({ picking }: { picking: PickingStore }) {
  const { t } = useTranslation();
  const editable = picking.state === 'open' || picking.state === 'confirm';
  return (
    <>
      <ol className="record-list pick-lines" data-testid="pick-lines" aria-label={t('pick.lines')}>
        {picking.lines.map((line, i) => (
          <li key={`${line}-${i}`} data-testid="pick-line">
            <span className="pick-line__balls" data-testid="pick-line-text">
              {lineText(line)
                .split(' ')
                .map((token, n) => (
                  <Fragment key={n}>
                    {n > 0 && ' '}
                    <span className={token === '#' ? 'pick-line__sep' : 'pick-line__ball'}>{token}</span>
                  </Fragment>
                ))}
            </span>
            {picking.state === 'open' && (
              <button
                type="button"
                className="button"
                data-testid="pick-line-remove"
                aria-label={t('pick.removeLine', { line: i + 1 })}
                onClick={() => picking.removeLine(i)}
              >
                ×
              </button>
            )}
          </li>
        ))}
      </ol>
      {editable && picking.lines.length > 0 && (
        <button
          type="button"
          className="button"
          data-testid="pick-edit-lines"
          onClick={() => picking.openDialog('editLines')}
        >
          {t('pick.editLines.open')}
        </button>
      )}
    </>
  );
});
