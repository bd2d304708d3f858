import type { InitResult, SessionPayload } from '../../../protocol/calls/session';
import type { Account, Configuration, GameInstance, Player } from '../../../protocol/types';

export function game(overrides: Partial<GameInstance> = {}): GameInstance {
  return {
    gameInstanceId: 1,
    gameId: 10,
    gameRule: 'regularGame',
    gameStatus: 'OPEN',
    gamePlayout: 'lottery',
    gameTitle: 'Daily 6/49',
    gameTitleShort: 'D649',
    tournament: false,
    tournamentStartTime: 0,
    registrationEndTime: Date.now() + 3_600_000,
    gamePlayMax: 100,
    gamePlayCurrent: 5,
    gamePlayerCurrent: 3,
    playerPlayMax: 10,
    gamePlaySize: 6,
    gamePlaySize2nd: 0,
    drawRange: 49,
    drawRange2nd: 0,
    gamePlayCost: 2,
    gameFeePerPlay: 0,
    currencyId: 'USD',
    payoutCurrencyId: 'USD',
    payoutPercentage: 80,
    payoutFormula: 'standard',
    progressiveAmount: 0,
    prizePool: 1500,
    prizesAvailable: 3,
    playerInGame: false,
    playerPlaysInGame: 0,
    lastJoinTimeMs: 0,
    sequenceNumber: 1,
    favGame: false,
    isPlayable: true,
    instaplay: false,
    memberIds: [1],
    timeStamp: 1000,
    ...overrides,
  } as GameInstance;
}

export function player(overrides: Partial<Player> = {}): Player {
  return {
    id: 7,
    memberId: 1,
    username: 'alice',
    screenName: 'Alice',
    changePassword: false,
    demo: false,
    ...overrides,
  } as Player;
}

export function account(overrides: Partial<Account> = {}): Account {
  return {
    accountId: 1,
    accountCurrency: 'USD',
    accountBalance: 100,
    timeStamp: 1000,
    type: 'cash',
    ...overrides,
  };
}

export function configuration(overrides: Partial<Configuration> = {}): Configuration {
  return {
    memberId: 1,
    siteName: 'Drawhall Demo',
    theme: 'blue-theme',
    template: 'classic',
    defaultLanguage: 'en_US',
    MAINTENANCE_ENABLED: 'false',
    MAINTENANCE_MESSAGE: '',
    customPages: [],
    homeOverridePageId: null,
    loginDisabled: 0,
    ...overrides,
  } as Configuration;
}

export function initResult(overrides: Partial<InitResult> = {}): InitResult {
  return {
    sync: { clientInformationUpdated: true, serverTimeMillis: Date.now() },
    configuration: configuration(),
    currencies: [],
    player: null,
    playerAccounts: [],
    afterLoginEvents: [],
    filteredGames: [game()],
    ...overrides,
  };
}

export function session(overrides: Partial<SessionPayload> = {}): SessionPayload {
  return {
    player: player(),
    playerAccounts: [account()],
    favoriteGames: [],
    afterLoginEvents: [],
    pendingWithdrawals: [],
    mainGameInstanceId: null,
    lastLoadedOn: Date.now(),
    ...overrides,
  };
}
