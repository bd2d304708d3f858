import { observer } from 'mobx-react-lite';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EvidenceCheck } from '../../stores/fairness/EvidenceCheck';
import { SectionPage } from '../account/AccountLayout';
import { VerifyReport } from './VerifyReport';
import './verify.css';

/**
 * /verify: checks pasted or uploaded evidence in the browser (WebCrypto), with no request to the
 * server; offers the same verifier as one HTML file (/verify.html) to keep and open offline.
 */
export const VerifyPage = observer(function VerifyPage() {
  const { t } = useTranslation();
  const [check] = useState(() => new EvidenceCheck());
  const [text, setText] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void check.check(text);
  };
  const upload = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    const content = await file.text();
    setText(content);
    void check.check(content);
  };
  return (
    <SectionPage titleKey="fairness.heading" testId="verify-page" back={null}>
      <p>{t('fairness.intro')}</p>
      <form className="form" onSubmit={submit} noValidate>
        <label className="form__field">
          <span>{t('fairness.paste')}</span>
          <textarea
            data-testid="verify-input"
            rows={8}
            spellCheck={false}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        <label className="form__field">
          <span>{t('fairness.upload')}</span>
          <input type="file" accept="application/json,.json" data-testid="verify-file" onChange={upload} />
        </label>
        <button
          type="submit"
          className="button button--primary"
          data-testid="verify-submit"
          disabled={check.checking}
        >
          {check.checking ? t('fairness.checking') : t('fairness.check')}
        </button>
      </form>
      {check.report && <VerifyReport report={check.report} />}
      <p>
        <a href="/verify.html" download="drawhall-verify.html" data-testid="verify-download-verifier">
          {t('fairness.downloadVerifier')}
        </a>
      </p>
      <p>{t('fairness.howItWorks')}</p>
    </SectionPage>
  );
});
