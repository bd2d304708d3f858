import type { OperatorLogin } from '../../domain/operators/login';
import type { OperatorSessions } from '../../domain/operators/sessions';
import type { OperatorHandler } from '../context';
import { adjustmentHandlers } from './adjustments';
import { auditHandlers } from './audit';
import { dashboardHandlers } from './dashboard';
import { depositHandlers } from './deposits';
import { contentHandlers } from './content';
import { gameHandlers } from './games';
import { maintenanceHandlers } from './maintenance';
import { instantPoolHandlers } from './instantPools';
import { playerActionHandlers } from './playerActions';
import { playerHandlers } from './players';
import { promotionHandlers } from './promotions';
import { reportHandlers } from './reports';
import { resultHandlers } from './results';
import { sessionHandlers } from './session';
import { withdrawalHandlers } from './withdrawals';
import { siteHandlers } from './sites';
import { supportHandlers } from './support';
import { verificationHandlers } from './verification';

/** Every operator call's handler, keyed by call name in a Map (client input never indexes an object). */
export function operatorHandlers(deps: {
  sessions: OperatorSessions;
  login: OperatorLogin;
}): ReadonlyMap<string, OperatorHandler> {
  return new Map(
    Object.entries({
      ...sessionHandlers(deps),
      ...siteHandlers,
      ...dashboardHandlers,
      ...maintenanceHandlers,
      ...contentHandlers,
      ...gameHandlers,
      ...resultHandlers,
      ...instantPoolHandlers,
      ...promotionHandlers,
      ...auditHandlers,
      ...playerHandlers,
      ...playerActionHandlers,
      ...withdrawalHandlers,
      ...adjustmentHandlers,
      ...depositHandlers,
      ...reportHandlers,
      ...supportHandlers,
      ...verificationHandlers,
    }),
  );
}
