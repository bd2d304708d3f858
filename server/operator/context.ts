import type { OperatorSession } from '../domain/operators/sessions';
import type { AuditRecord } from '../domain/operators/auditLog';
import type { Queryable } from '../storage/db';
import type { Services } from '../services';

/** What an operator handler gets besides its validated params. */
export interface OperatorContext {
  services: Services;
  /** The caller; null only for operatorLogin. */
  operator: OperatorSession | null;
  ip: string;
  /** Writes the call's audit entry inside q, the transaction of the change it records. */
  audit(q: Queryable, entry: Omit<AuditRecord, 'at' | 'operator' | 'ip' | 'outcome'>): Promise<void>;
  /** The caller, for handlers of calls that need one (all but login). */
  requireOperator(): OperatorSession;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type OperatorHandler = (ctx: OperatorContext, params: any) => Promise<unknown>;
