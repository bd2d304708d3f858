export * from './keys';
export * from './age';
export * from './rules';
export { validationDetail } from './params';
export * from './responsibleGaming';
