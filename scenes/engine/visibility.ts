/** Calls back with true when the page is hidden (tab switched, window minimised) and false when shown. */
export function watchPageVisibility(doc: Document, onChange: (hidden: boolean) => void): () => void {
  const handler = () => onChange(doc.visibilityState === 'hidden');
  doc.addEventListener('visibilitychange', handler);
  return () => doc.removeEventListener('visibilitychange', handler);
}
