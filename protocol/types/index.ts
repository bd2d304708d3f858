export * from './game';
export * from './player';
export * from './site';
export * from './cashier';
export * from './content';
export * from './subscription';
