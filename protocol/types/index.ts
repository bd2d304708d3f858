export * from './game';
export * from './player';
export * from './site';
