import type { ClientErrorKind } from '../../../protocol/calls/support';
import type { RpcClient } from '../../net/RpcClient';

export interface ClientErrorReport {
  kind: ClientErrorKind;
  message: string;
  stack?: string;
}

/** At most this many reports leave one page load: a render loop must not flood the server. */
const MAX_REPORTS_PER_PAGE = 10;

/**
 * Sends uncaught errors to the server for the operators (reportClientError), once per distinct
 * message and at most MAX_REPORTS_PER_PAGE a page. Never throws and never rejects: a failed report
 * must not itself become an uncaught error that is reported again.
 */
export function createClientErrorReporter(deps: {
  transport: RpcClient;
  memberId: number;
  pathname: () => string;
}): (report: ClientErrorReport) => void {
  const sent = new Set<string>();
  return (report) => {
    const key = `${report.kind}:${report.message}`;
    if (sent.has(key) || sent.size >= MAX_REPORTS_PER_PAGE) return;
    sent.add(key);
    deps.transport
      .call('reportClientError', {
        memberId: deps.memberId,
        kind: report.kind,
        message: report.message.slice(0, 500) || 'unknown error',
        ...(report.stack ? { stack: report.stack.slice(0, 4000) } : {}),
        route: deps.pathname().slice(0, 200) || '/',
      })
      .catch(() => undefined);
  };
}
