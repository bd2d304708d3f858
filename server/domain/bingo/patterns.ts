// The pattern masks live in protocol/: the client counts 'n to go' with the same masks the server
// decides wins with.
export * from '../../../protocol/bingoPatterns';
