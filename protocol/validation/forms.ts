// The rules as the client's forms use them: plain checks and keys, no zod (the lobby's first load
// must not carry it). The zod schemas stay in rules.ts, for the server and the forms that need one.
export * from './keys';
export * from './age';
export * from './checks';
export * from './responsibleGaming';
export * from './plainText';
export * from './fullRegistration';
