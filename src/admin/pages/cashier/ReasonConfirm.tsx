import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBusy } from '../useBusy';

/**
 * The confirmation step of a money decision: what will happen, the reason the audit log keeps,
 * and the button that does it (or Back). `act` answers whether it was done; done, `onDone` runs.
 */
export function ReasonConfirm(props: {
  /** Prefix of the form's element ids (one such form is open at a time per screen). */
  idPrefix: string;
  heading: string;
  warning: string;
  confirmLabel: string;
  danger: boolean;
  act(reason: string): Promise<boolean>;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [busy, run] = useBusy();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(async () => {
      if (await props.act(reason)) props.onDone();
    });
  };
  const headingId = `${props.idPrefix}-heading`;
  const reasonId = `${props.idPrefix}-reason`;
  return (
    <form className="admin-card admin-stack" onSubmit={submit} aria-labelledby={headingId} aria-busy={busy}>
      <h2 id={headingId}>{props.heading}</h2>
      <p>{props.warning}</p>
      <label htmlFor={reasonId}>{t('games.reason')}</label>
      <input
        id={reasonId}
        value={reason}
        required
        minLength={3}
        maxLength={500}
        autoFocus
        onChange={(e) => setReason(e.target.value)}
      />
      <span className="admin-actions">
        <button
          className={`admin-button ${props.danger ? 'admin-button--danger' : 'admin-button--primary'}`}
          type="submit"
          disabled={busy}
        >
          {props.confirmLabel}
        </button>
        <button className="admin-button" type="button" onClick={props.onDone}>
          {t('games.back')}
        </button>
      </span>
    </form>
  );
}
