/** A centred message over the page: loading, logging in. */
export function FullScreenMessage({
  text,
  testId,
  overlay = false,
}: {
  text: string;
  testId?: string;
  overlay?: boolean;
}) {
  return (
    <div
      className={overlay ? 'fullscreen-message fullscreen-message--overlay' : 'fullscreen-message'}
      data-testid={testId}
      role="status"
    >
      <div className="spinner" aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}
