import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { OperatorText } from '../../../../protocol/operator/calls';
import { useAdmin } from '../../AdminContext';
import { ContentHeader, useContentSite } from './ContentHeader';

/** One text's translation: the configuration's text beside it, saved on its own. */
const TextRow = observer(function TextRow(props: { text: OperatorText; siteId: number; languageId: string }) {
  const { content, session } = useAdmin();
  const { t } = useTranslation();
  const { text } = props;
  const [value, setValue] = useState(text.text ?? '');
  const id = `text-${text.kind}-${text.ref}`;
  const label = t(`translations.kinds.${text.kind}`, { game: text.label });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void content.setTranslation(
      { siteId: props.siteId, kind: text.kind, ref: text.ref, languageId: props.languageId, text: value },
      t('translations.saved', { what: label }),
    );
  };
  return (
    <form className="admin-card admin-text" onSubmit={submit} data-testid={id}>
      <label htmlFor={id}>{label}</label>
      <p className="admin-muted admin-text__original">{text.original || t('translations.noOriginal')}</p>
      {text.kind === 'gameDescription' ? (
        <textarea
          id={id}
          rows={3}
          value={value}
          disabled={!session.may('setTranslation')}
          onChange={(e) => setValue(e.target.value)}
        />
      ) : (
        <input
          id={id}
          value={value}
          disabled={!session.may('setTranslation')}
          onChange={(e) => setValue(e.target.value)}
        />
      )}
      {session.may('setTranslation') && (
        <button
          type="submit"
          className="admin-button admin-button--primary"
          disabled={value.trim() === (text.text ?? '')}
          aria-label={t('translations.saveOf', { what: label })}
        >
          {t('translations.save')}
        </button>
      )}
    </form>
  );
});

/** Game titles and descriptions of a site and their translations into one of its languages (?lang=). */
export const TranslationsPage = observer(function TranslationsPage() {
  const { content, sites } = useAdmin();
  const { t } = useTranslation();
  const siteId = useContentSite();
  const [params, setParams] = useSearchParams();
  const languages = (siteId && sites.site(siteId)?.languages) || [];
  const languageId = params.get('lang') ?? languages.find((l) => l !== 'en_US') ?? languages[0];
  useEffect(() => {
    if (siteId && languageId) void content.loadTexts(siteId, languageId);
  }, [content, siteId, languageId]);
  return (
    <>
      <ContentHeader title={t('translations.heading')} />
      <p className="admin-muted">{t('translations.intro')}</p>
      <div className="admin-inline">
        <label htmlFor="content-language">{t('translations.language')}</label>
        <select
          id="content-language"
          value={languageId ?? ''}
          onChange={(e) => {
            const next = new URLSearchParams(params);
            next.set('lang', e.target.value);
            setParams(next);
          }}
        >
          {languages.map((id) => (
            <option key={id} value={id}>
              {id}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-texts" aria-busy={content.loading}>
        {siteId &&
          languageId &&
          content.texts.map((text) => (
            <TextRow
              key={`${siteId}-${languageId}-${text.kind}-${text.ref}-${text.text ?? ''}`}
              text={text}
              siteId={siteId}
              languageId={languageId}
            />
          ))}
      </div>
    </>
  );
});
