import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { lineText } from '../../pages/pick/PickedLines';
import { useStores } from '../StoreContext';
import { Modal } from './Modal';

/** Edit lines: each line can go back into the picker to change, or be removed. */
export const EditLinesDialog = observer(function EditLinesDialog() {
  const { picking } = useStores();
  const { t } = useTranslation();
  const close = () => picking.closeDialog();
  return (
    <Modal title={t('pick.editLines.title')} onClose={close} testId="edit-lines-dialog">
      {picking.lines.length === 0 && <p>{t('pick.editLines.none')}</p>}
      <ol className="record-list">
        {picking.lines.map((line, i) => (
          <li key={`${line}-${i}`} data-testid="edit-line">
            <span>{lineText(line)}</span>
            <button
              type="button"
              className="button"
              data-testid="edit-line-change"
              disabled={picking.main.length > 0 || picking.second.length > 0}
              onClick={() => {
                picking.editLine(i);
                close();
              }}
            >
              {t('pick.editLines.change')}
            </button>
            <button
              type="button"
              className="button"
              data-testid="edit-line-remove"
              aria-label={t('pick.removeLine', { line: i + 1 })}
              onClick={() => picking.removeLine(i)}
            >
              ×
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className="button button--primary" onClick={close}>
        {t('common.close')}
      </button>
    </Modal>
  );
});
