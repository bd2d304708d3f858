/**
 * Pure draw logic: randomness, balls, plays, ranks, settlement, bet types (their rules are
 * protocol/betTypes, shared with the client), payout tables.
 */
export * from './random';
export * from './balls';
export * from './plays';
export * from './ranks';
export * from './settle';
export * from '../../../protocol/betTypes';
export * from './betTypes';
export * from './betLines';
export * from './oneDrawOutcome';
export * from './permEntry';
