import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The player's document as uploaded: an image shown at a readable size, a PDF as a link that opens
 * it (the page's policy frames nothing). The bytes live in an object URL freed when it closes.
 */
export function DocumentView(props: { mime: string; bytes: Uint8Array; label: string }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const made = URL.createObjectURL(
      new Blob([props.bytes as Uint8Array<ArrayBuffer>], { type: props.mime }),
    );
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [props.bytes, props.mime]);
  if (!url) return null;
  if (props.mime.startsWith('image/'))
    return <img className="admin-document" src={url} alt={props.label} data-testid="verification-document" />;
  return (
    <a
      className="admin-button"
      href={url}
      target="_blank"
      rel="noreferrer"
      data-testid="verification-document"
    >
      {t('verification.openPdf')}
    </a>
  );
}
