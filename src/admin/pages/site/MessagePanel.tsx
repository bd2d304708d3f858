import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteSummary } from '../../../../protocol/operator/calls';
import { useAdmin } from '../../AdminContext';

const EMPTY = { title: '', text: '', playerId: '' };

export const MessagePanel = observer(function MessagePanel({ site }: { site: SiteSummary }) {
  const { sites, session } = useAdmin();
  const { t } = useTranslation();
  const [form, setForm] = useState(EMPTY);
  const allowed = session.may('sendPlayerMessage');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const playerId = form.playerId.trim() ? Number(form.playerId) : undefined;
    const sent = await sites.sendMessage(
      { siteId: site.siteId, title: form.title, text: form.text, ...(playerId ? { playerId } : {}) },
      t('site.done.message'),
    );
    if (sent) setForm(EMPTY);
  };
  return (
    <section className="admin-card" aria-labelledby="message-heading">
      <h2 id="message-heading">{t('site.broadcast')}</h2>
      <p className="admin-muted">{t('site.broadcastIntro')}</p>
      <form onSubmit={submit}>
        <label htmlFor="message-title">{t('site.title')}</label>
        <input
          id="message-title"
          value={form.title}
          maxLength={120}
          required
          disabled={!allowed}
          onChange={(e) => setForm({ ...form, title: e.target.value })}
        />
        <label htmlFor="message-text">{t('site.text')}</label>
        <textarea
          id="message-text"
          value={form.text}
          maxLength={2000}
          rows={3}
          required
          disabled={!allowed}
          onChange={(e) => setForm({ ...form, text: e.target.value })}
        />
        <label htmlFor="message-player">{t('site.playerId')}</label>
        <input
          id="message-player"
          value={form.playerId}
          inputMode="numeric"
          pattern="\d*"
          disabled={!allowed}
          onChange={(e) => setForm({ ...form, playerId: e.target.value })}
        />
        <button type="submit" className="admin-button admin-button--primary" disabled={!allowed}>
          {t('site.send')}
        </button>
      </form>
    </section>
  );
});
