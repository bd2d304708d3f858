/**
 * Where a provider sends the player back after its own page: the client's returnUrl with the
 * order as `pid` (spec section 5's payment id), so the page can ask for the order's outcome.
 * Only a path on this site is kept (no scheme, no `//host`, no backslash): the return is never
 * an open redirect to somewhere else.
 */
export function returnUrlWithPid(returnUrl: string | undefined, orderId: number): string | null {
  if (!returnUrl || !/^\/(?![/\\])[^\\\s]*$/.test(returnUrl)) return null;
  const [path, query = ''] = returnUrl.split('#')[0]!.split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  params.set('pid', String(orderId));
  return `${path}?${params.toString()}`;
}
