import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The player's document as uploaded: an image shown at a readable size, a PDF as a link that opens
 * it (the page's policy frames nothing). The bytes live in an object URL, made when the element
 * is there and freed when it goes.
 */
export function DocumentView(props: { mime: string; bytes: Uint8Array; label: string }) {
  const { t } = useTranslation();
  const image = props.mime.startsWith('image/');
  const element = useRef<HTMLImageElement & HTMLAnchorElement>(null);
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const url = URL.createObjectURL(new Blob([props.bytes as Uint8Array<ArrayBuffer>], { type: props.mime }));
    if (image) target.src = url;
    else target.href = url;
    return () => URL.revokeObjectURL(url);
  }, [props.bytes, props.mime, image]);
  if (image)
    return (
      <img ref={element} className="admin-document" alt={props.label} data-testid="verification-document" />
    );
  return (
    <a
      ref={element}
      className="admin-button"
      target="_blank"
      rel="noreferrer"
      data-testid="verification-document"
    >
      {t('verification.openPdf')}
    </a>
  );
}
