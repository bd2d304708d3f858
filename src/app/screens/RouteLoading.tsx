/** The first paint while the opening route's code loads: a spinner, no text to translate yet. */
export function RouteLoading() {
  return (
    <div className="fullscreen-message" role="status" aria-busy="true" data-testid="route-loading">
      <div className="spinner" aria-hidden="true" />
    </div>
  );
}
