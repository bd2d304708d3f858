import type { z } from 'zod';
import { operatorLogin, operatorLogout, whoAmI } from './session';
import {
  listSites,
  setMaintenance,
  sendPlayerMessage,
  setRichMedia,
  createSite,
  updateSite,
  sendNewVersion,
} from './sites';
import { getDashboard } from './dashboard';
import { scheduleMaintenance, listMaintenanceWindows, cancelMaintenance } from './maintenance';
import {
  listAds,
  createAd,
  updateAd,
  listPages,
  createPage,
  updatePage,
  listTranslations,
  setTranslation,
} from './content';
import { listGames, cancelGame, rescheduleGame } from './games';
import { listResults, getResult } from './results';
import { listInstantGames, listInstantPools, buildInstantPool, retireInstantPool } from './instantPools';
import { listBingoRooms } from './bingo';
import { listCoupons, saveCoupon, setCouponActive, listJackpots } from './promotions';
import { getAuditLog } from './audit';
import { searchPlayers, getPlayer, setPlayerStatus, endPlayerSessions, addPlayerNote } from './players';
import {
  sendPasswordReset,
  setCustomerServiceLimit,
  imposeCoolOff,
  closeAccount,
  getPlayerActivity,
} from './playerActions';
import {
  listWithdrawals,
  decideWithdrawal,
  reverseWithdrawal,
  adjustBalance,
  approveAdjustment,
  listAdjustments,
} from './cashier';
import { listDeposits, settleDepositRequest, declineDepositRequest, listCouponRedemptions } from './deposits';
import { getReport } from './reports';
import { listSupportCases, getSupportCase, replySupportCase, closeSupportCase } from './support';
import { assignSupportCase, listSupportOperators } from './support';
import { listClientErrors } from './clientErrors';
import { listVerificationRequests, getVerificationDocument, decideVerification } from './verification';
import type { OperatorRole } from './roles';
import type { OperatorCallSpec } from './spec';

export * from './session';
export * from './sites';
export * from './dashboard';
export * from './maintenance';
export * from './content';
export * from './games';
export * from './results';
export * from './instantPools';
export * from './bingo';
export * from './promotions';
export * from './audit';
export * from './players';
export * from './playerActions';
export * from './cashier';
export * from './deposits';
export * from './reports';
export * from './support';
export * from './clientErrors';
export * from './verification';
export type { OperatorCallSpec } from './spec';

/**
 * The operator API's catalogue (docs/operator-api.md): every call by name, one file per part of the
 * back office beside this one. The server enforces each spec; the console hides what a role may not do.
 */
export const operatorCalls = {
  operatorLogin,
  operatorLogout,
  whoAmI,
  listSites,
  getDashboard,
  setMaintenance,
  sendPlayerMessage,
  setRichMedia,
  createSite,
  updateSite,
  sendNewVersion,
  scheduleMaintenance,
  listMaintenanceWindows,
  cancelMaintenance,
  listAds,
  createAd,
  updateAd,
  listPages,
  createPage,
  updatePage,
  listTranslations,
  setTranslation,
  listGames,
  cancelGame,
  rescheduleGame,
  listResults,
  getResult,
  listInstantGames,
  listInstantPools,
  buildInstantPool,
  retireInstantPool,
  listBingoRooms,
  listCoupons,
  saveCoupon,
  setCouponActive,
  listJackpots,
  getAuditLog,
  searchPlayers,
  getPlayer,
  setPlayerStatus,
  endPlayerSessions,
  addPlayerNote,
  sendPasswordReset,
  setCustomerServiceLimit,
  imposeCoolOff,
  closeAccount,
  getPlayerActivity,
  listWithdrawals,
  decideWithdrawal,
  reverseWithdrawal,
  adjustBalance,
  approveAdjustment,
  listAdjustments,
  listDeposits,
  settleDepositRequest,
  declineDepositRequest,
  listCouponRedemptions,
  getReport,
  listSupportCases,
  getSupportCase,
  replySupportCase,
  closeSupportCase,
  assignSupportCase,
  listSupportOperators,
  listClientErrors,
  listVerificationRequests,
  getVerificationDocument,
  decideVerification,
};

export type OperatorCallName = keyof typeof operatorCalls;
export type OperatorSpecOf<N extends OperatorCallName> = (typeof operatorCalls)[N];
export type OperatorParams<N extends OperatorCallName> = z.input<OperatorSpecOf<N>['params']>;
export type OperatorResult<N extends OperatorCallName> =
  OperatorSpecOf<N> extends OperatorCallSpec<z.ZodType, infer R, string> ? R : never;

/** Looked up by Map.get, so a caller's call name never indexes a plain object. */
export const operatorCatalogue: ReadonlyMap<string, OperatorCallSpec> = new Map(
  Object.values(operatorCalls).map((spec) => [spec.name, spec as OperatorCallSpec]),
);

/** Whether a role may make a call: the console hides what this says no to; the server refuses it. */
export function roleMay(role: OperatorRole, call: OperatorCallName): boolean {
  const roles = operatorCalls[call].roles;
  return roles === null || roles.includes(role);
}
