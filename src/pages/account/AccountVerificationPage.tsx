import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeStatus } from '../../app/forms/ChangeStatus';
import { useStores } from '../../app/StoreContext';
import {
  ADDRESS_DOCUMENTS,
  ID_DOCUMENT_MAX_BYTES,
  ID_DOCUMENT_TYPES,
  IDENTITY_DOCUMENTS,
} from '../../../protocol/idDocument';
import type { DocumentType } from '../../stores/account/idDocument';
import { SectionPage } from './AccountLayout';
import { VerificationRequestPanel } from './VerificationRequestPanel';

const ACCEPT = ID_DOCUMENT_TYPES.join(',');

/**
 * /account/verification: email, phone, address and id status; send an identity document or a
 * proof of address, offering only the kinds still to verify.
 */
export const AccountVerificationPage = observer(function AccountVerificationPage() {
  const { session, account, ui } = useStores();
  const { t } = useTranslation();
  const v = session.player?.verification;
  const kinds: DocumentType[] = [
    ...(v?.idVerified ? [] : IDENTITY_DOCUMENTS),
    ...(v?.addressVerified ? [] : ADDRESS_DOCUMENTS),
  ];
  const [chosen, setDocumentType] = useState<DocumentType | undefined>();
  const documentType = chosen && kinds.includes(chosen) ? chosen : kinds[0];
  const [documentNumber, setDocumentNumber] = useState('');
  const [file, setFile] = useState<File | undefined>();
  const rows: [string, boolean][] = [
    ['email', v?.emailVerified === true],
    ['phone', Boolean(v?.phoneVerifiedDate)],
    ['address', v?.addressVerified === true],
    ['id', v?.idVerified === true],
  ];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (documentType && documentNumber.trim().length >= 3)
      void account.requestIdVerification(documentType, documentNumber, file);
  };
  return (
    <SectionPage titleKey="routes.accountVerification" testId="account-verification-page">
      <dl className="details-list">
        {rows.map(([name, ok]) => (
          <div key={name}>
            <dt>{t(`verification.${name}`)}</dt>
            <dd data-testid={`verification-${name}`} data-verified={ok}>
              {t(ok ? 'verification.verified' : 'verification.notVerified')}
            </dd>
          </div>
        ))}
      </dl>
      {v?.verificationStatus && (
        <p data-testid="verification-status">{t(`verification.status.${v.verificationStatus}`)}</p>
      )}
      <VerificationRequestPanel />
      {!v?.emailVerified && (
        <button
          type="button"
          className="button"
          data-testid="verification-send-email"
          onClick={() => ui.openModal('emailVerification')}
        >
          {t('emailVerification.send')}
        </button>
      )}
      {documentType && (
        <form className="form" onSubmit={submit}>
          <p data-testid="verification-document-hint">{t('verification.documentHint')}</p>
          <label className="form__field">
            <span>{t('verification.documentType')}</span>
            <select
              data-testid="verification-document-type"
              value={documentType}
              onChange={(e) => setDocumentType(e.target.value as DocumentType)}
            >
              {kinds.map((d) => (
                <option key={d} value={d}>
                  {t(`verification.documents.${d}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="form__field">
            <span>{t('verification.documentNumber')}</span>
            <input
              data-testid="verification-document-number"
              value={documentNumber}
              onChange={(e) => setDocumentNumber(e.target.value)}
            />
          </label>
          <label className="form__field">
            <span>{t('players.verification.file')}</span>
            <input
              data-testid="verification-document-file"
              type="file"
              accept={ACCEPT}
              onChange={(e) => {
                setFile(e.target.files?.[0]);
                account.resetFlow('idVerification');
              }}
            />
            <small>
              {t('players.verification.fileHint', {
                size: Math.round(ID_DOCUMENT_MAX_BYTES / (1024 * 1024)),
              })}
            </small>
          </label>
          <ChangeStatus
            state={account.state('idVerification')}
            failure={account.failure('idVerification')}
            testId="verification-id-status"
            doneKey="verification.requested"
          />
          <button
            type="submit"
            className="button button--primary"
            data-testid="verification-submit"
            disabled={account.state('idVerification') === 'false'}
          >
            {t('verification.request')}
          </button>
        </form>
      )}
    </SectionPage>
  );
});
