export * from './keys';
export * from './age';
export * from './rules';
export { validationDetail } from './params';
export * from './responsibleGaming';
export * from './plainText';
export * from './fullRegistration';
