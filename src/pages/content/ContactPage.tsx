import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkEmail, checkRequired, firstError } from '../../../protocol/validation/forms';
import { SelectField, TextField } from '../../app/forms/Field';
import { useStores } from '../../app/StoreContext';
import { FormState } from '../../stores/forms/FormState';
import { SectionPage } from '../account/AccountLayout';

const CATEGORIES = ['general', 'account', 'payments', 'games'];

/** /contact: the support form (spec section 5); the case is 0 pending, its id, or -1 failed. */
export const ContactPage = observer(function ContactPage() {
  const { siteContent, session } = useStores();
  const { t } = useTranslation();
  const [form] = useState(
    () =>
      new FormState(
        {
          name: session.player?.screenName ?? '',
          email: session.player?.details?.primaryEmail ?? '',
          category: 'general',
          subject: '',
          message: '',
        },
        () => ({
          name: (v) => checkRequired(v),
          email: (v) => firstError(String(v).trim(), checkRequired, checkEmail),
          subject: (v) => checkRequired(v),
          message: (v) => checkRequired(v),
        }),
      ),
  );
  useEffect(() => () => siteContent.resetSupportCase(), [siteContent]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (form.validate())
      void siteContent.createSupportCase({ ...form.values, email: form.values.email.trim() });
  };
  const state = siteContent.supportCase;
  if (state !== null && state > 0)
    return (
      <SectionPage titleKey="routes.contact" testId="contact-page" back={null}>
        <p data-testid="contact-sent">{t('content.contact.sent', { id: state })}</p>
      </SectionPage>
    );
  return (
    <SectionPage titleKey="routes.contact" testId="contact-page" back={null}>
      <p>{t('content.contact.intro')}</p>
      <form className="form" onSubmit={submit} noValidate>
        <TextField form={form} name="name" labelKey="content.contact.name" testId="contact-name" />
        <TextField
          form={form}
          name="email"
          type="email"
          labelKey="content.contact.email"
          testId="contact-email"
        />
        <SelectField
          form={form}
          name="category"
          labelKey="content.contact.category"
          testId="contact-category"
          options={CATEGORIES.map((c) => ({ value: c, label: t(`content.contact.categories.${c}`) }))}
        />
        <TextField form={form} name="subject" labelKey="content.contact.subject" testId="contact-subject" />
        <label className="form__field">
          <span>{t('content.contact.message')}</span>
          <textarea
            data-testid="contact-message"
            rows={6}
            maxLength={4000}
            value={form.values.message}
            onChange={(e) => form.set('message', e.target.value)}
          />
          {form.error('message') && <span className="form__error">{t(form.error('message')!)}</span>}
        </label>
        {state === -1 && (
          <p className="form__error" role="alert" data-testid="contact-failed">
            {t('content.contact.failed')}
          </p>
        )}
        <button
          type="submit"
          className="button button--primary"
          disabled={state === 0}
          data-testid="contact-submit"
        >
          {t('content.contact.send')}
        </button>
      </form>
    </SectionPage>
  );
});
