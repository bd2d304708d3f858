export { createMemoryHub, type HubOptions } from './memoryHub';
export { createRedisHub, type RedisHubOptions } from './redisHub';
export { createLobbyBatcher, type LobbyBatcher, type GamesBatch } from './lobbyBatcher';
export { assertMayListen, isPrivateTopic } from './topics';
