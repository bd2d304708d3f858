import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TUTORIAL_STEPS, type TutorialKind } from '../../stores/tutorial/TutorialStore';
import { Modal } from '../dialogs/Modal';
import { useStores } from '../StoreContext';

/**
 * The first-time tutorial of a game kind: a few steps in a dialog (Escape, × or Skip close it and
 * it is remembered as seen). `firstVisit` names the kind whose page is open: its tutorial shows by
 * itself once; /howtoplay renders this without it and opens a kind on request.
 */
export const TutorialOverlay = observer(function TutorialOverlay({
  firstVisit,
}: {
  firstVisit?: TutorialKind;
}) {
  const { tutorial } = useStores();
  const { t } = useTranslation();
  useEffect(() => {
    if (firstVisit) tutorial.firstVisit(firstVisit);
  }, [firstVisit, tutorial]);
  const kind = tutorial.kind;
  if (!kind) return null;
  const last = tutorial.step === TUTORIAL_STEPS;
  return (
    <Modal
      title={t(`tutorial.${kind}.title`)}
      onClose={() => tutorial.dismiss()}
      testId="tutorial"
      variant="compact"
    >
      <p className="tutorial__progress" data-testid="tutorial-progress">
        {t('tutorial.progress', { step: tutorial.step, total: TUTORIAL_STEPS })}
      </p>
      <p className="tutorial__text" data-testid="tutorial-text" aria-live="polite">
        {t(`tutorial.${kind}.steps.${tutorial.step}`)}
      </p>
      <div className="form__actions">
        {tutorial.step > 1 && (
          <button
            type="button"
            className="button"
            data-testid="tutorial-back"
            onClick={() => tutorial.back()}
          >
            {t('tutorial.back')}
          </button>
        )}
        {!last && (
          <button
            type="button"
            className="button"
            data-testid="tutorial-skip"
            onClick={() => tutorial.dismiss()}
          >
            {t('tutorial.skip')}
          </button>
        )}
        <button
          type="button"
          className="button button--primary"
          data-testid="tutorial-next"
          onClick={() => tutorial.next()}
        >
          {last ? t('tutorial.done') : t('tutorial.next')}
        </button>
      </div>
    </Modal>
  );
});
