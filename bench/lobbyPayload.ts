// A realistic lobby batch for the push benches: 20 changed game instances (the fields a lobby card
// shows) and two removals, about 3 KB of MessagePack. `sentAt` is wall-clock ms so that clients in
// other processes can measure publish-to-decode.
export function lobbyBatchPayload(sequence: number, sentAt: number) {
  const games = Array.from({ length: 20 }, (_, i) => ({
    gameInstanceId: sequence * 100 + i,
    gameId: 1 + (i % 5),
    name: `Daily Draw ${i + 1}`,
    kind: i % 2 ? 'lotto' : 'bingo',
    status: 'open',
    currency: 'USD',
    playCost: 200,
    jackpot: 1_000_000 + i * 2_500,
    plays: 1200 + sequence + i,
    players: 310 + i,
    opensAt: sentAt - 3_600_000,
    closesAt: sentAt + 600_000 + i * 1000,
    drawAt: sentAt + 660_000 + i * 1000,
    memberIds: [1, 2, 3],
  }));
  return { games, removed: [sequence * 100 - 1, sequence * 100 - 2], sentAt };
}
