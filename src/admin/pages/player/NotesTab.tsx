import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerOverview } from '../../../../protocol/operator/calls';
import { useAdmin } from '../../AdminContext';
import { useBusy } from '../useBusy';

/** Operators' notes on the player, newest first, and a new one (never shown to the player). */
export const NotesTab = observer(function NotesTab({ overview }: { overview: PlayerOverview }) {
  const { player: store } = useAdmin();
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const [busy, run] = useBusy();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const playerId = overview.player.playerId;
      if (await store.addNote({ playerId, text }, t('player.notes.added'))) setText('');
    });
  };
  return (
    <>
      <form className="admin-stack" onSubmit={submit} aria-busy={busy}>
        <label htmlFor="player-note">{t('player.notes.label')}</label>
        <textarea
          id="player-note"
          rows={3}
          value={text}
          required
          minLength={2}
          maxLength={2000}
          onChange={(e) => setText(e.target.value)}
        />
        <button className="admin-button admin-button--primary" type="submit" disabled={busy}>
          {t('player.notes.add')}
        </button>
      </form>
      {(overview.notes ?? []).length === 0 ? (
        <p>{t('player.notes.none')}</p>
      ) : (
        <ol className="admin-replies" data-testid="player-notes">
          {overview.notes!.map((n) => (
            <li key={n.noteId} className="admin-card admin-message">
              <p className="admin-muted">{t('support.replyBy', { by: n.operator, at: when.format(n.at) })}</p>
              <p className="admin-message__text">{n.text}</p>
            </li>
          ))}
        </ol>
      )}
    </>
  );
});
