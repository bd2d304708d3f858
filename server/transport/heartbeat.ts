/**
 * Beats every member once per `intervalMs`, spread over the interval: members are dealt into
 * `slices` groups (a new member joins the smallest) and one group beats every intervalMs/slices.
 * Pinging every socket in one tick held the event loop for a write per socket (and then a pong
 * per socket to read): at 10,000 lobby sockets that was one long turn every interval, landing on
 * pushes in flight. Spread, a tick pings a twentieth of them.
 */
export interface Heartbeat<T> {
  add(member: T): void;
  delete(member: T): void;
  stop(): void;
}

export function createHeartbeat<T>(intervalMs: number, beat: (member: T) => void, slices = 20): Heartbeat<T> {
  const groups = Array.from({ length: slices }, () => new Set<T>());
  const groupOf = new Map<T, Set<T>>();
  let tick = 0;
  const timer = setInterval(() => {
    const group = groups[tick];
    tick = (tick + 1) % slices;
    for (const member of group) beat(member);
  }, intervalMs / slices);
  timer.unref();

  return {
    add(member) {
      const smallest = groups.reduce((a, b) => (b.size < a.size ? b : a));
      smallest.add(member);
      groupOf.set(member, smallest);
    },
    delete(member) {
      groupOf.get(member)?.delete(member);
      groupOf.delete(member);
    },
    stop() {
      clearInterval(timer);
    },
  };
}
