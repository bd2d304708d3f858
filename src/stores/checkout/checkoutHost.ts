import type { GameInstance } from '../../../protocol/types';
import type { RpcClient } from '../../net/RpcClient';
import type { ConfigurationStore } from '../ConfigurationStore';
import type { FormState } from '../forms/FormState';
import type { FailureMessage } from '../forms/faultMessage';
import type { LobbyStore } from '../lobby/LobbyStore';
import type { SessionStore } from '../session/SessionStore';
import type { UiStore } from '../UiStore';
import type { joinTerms } from './checkoutPlan';
import type { CheckoutProgress } from './checkoutProgress';
import type { AddressValues, DetailsValues, PaymentValues } from './checkoutRules';
import type { CheckoutStep } from './checkoutSteps';

/** Where the payment stands: each stage is one call (or wait) of pay(), in this order. */
export type CheckoutStage =
  'idle' | 'account' | 'details' | 'paying' | 'verifying' | 'joining' | 'done' | 'failed';

/** What the checkout works with (RootStore gives it). */
export interface CheckoutDeps {
  readonly transport: RpcClient;
  readonly memberId: number;
  readonly configuration: ConfigurationStore;
  readonly ui: UiStore;
  readonly session: SessionStore;
  readonly lobby: LobbyStore;
  /** The registration store if it was made: an account the checkout opens cancels its segment notice. */
  readonly stores: { peek(name: 'registration'): { cancelSegmentNotice(): void } | undefined };
}

/**
 * What pay()'s stages (checkoutAccount, checkoutDeposit, checkoutJoin) and the pending form read
 * and change of the checkout: the CheckoutStore, seen through the part they need.
 */
export interface CheckoutHost {
  readonly deps: CheckoutDeps;
  readonly details: FormState<DetailsValues>;
  readonly address: FormState<AddressValues>;
  readonly payment: FormState<PaymentValues>;
  progress: CheckoutProgress;
  stage: CheckoutStage;
  redirectUrl: string | null;
  readonly step: CheckoutStep;
  readonly ownsSession: boolean;
  readonly games: GameInstance[];
  readonly game: GameInstance | null;
  readonly plays: number;
  readonly draws: number;
  /** A subscription (several draws, a month, pay as you go), not one draw. */
  readonly subscribing: boolean;
  /** joinGame's subscription terms of the order (checkoutPlan.joinTerms). */
  readonly joinTerms: ReturnType<typeof joinTerms>;
  readonly chargeAmount: number;
  readonly timing: CheckoutTiming;
  /** Records the progress (never the password or card). */
  save(): void;
  fail(failure: FailureMessage): void;
}

export interface CheckoutTiming {
  /** How often a card payment still settling is asked about again, and for how long. */
  pollMs: number;
  pollTimeoutMs: number;
  /** How long the join waits for the game's next instance when the one on sale has just closed. */
  openWaitMs: number;
}
