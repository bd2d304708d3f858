import type { OperatorClient } from '../../../../src/admin/net/OperatorClient';

/** An operator client answering from a table of handlers, recording every call. */
export function fakeClient(answers: Record<string, (params: Record<string, unknown>) => unknown>) {
  const calls: { call: string; params: Record<string, unknown> }[] = [];
  const client = {
    async call(call: string, params: Record<string, unknown>) {
      calls.push({ call, params });
      const answer = answers[call];
      if (!answer) throw new Error(`no answer for ${call}`);
      return answer(params);
    },
  } as unknown as OperatorClient;
  return { client, calls };
}
