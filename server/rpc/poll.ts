import { assertMayListen } from '../push/topics';
import { handlerTable } from './handler';

/**
 * `poll`: how HTTP clients receive pushes (PROTOCOL.md). The same topic rules as a WebSocket
 * subscription apply; the cursor is the hub's, so a client sends back the `after` it got last
 * (0 on its first poll, which starts from now).
 */
export const pollHandlers = handlerTable({
  poll: async (ctx, { topics, after }) => {
    for (const topic of topics) assertMayListen(topic, ctx.session);
    const { pushes, cursor } = ctx.services.push.since(topics, after);
    return { pushes, after: cursor };
  },
});
