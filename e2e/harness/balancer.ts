import { serverStatuses } from '../../scripts/lib/stack-haproxy.mjs';

// What the load balancer did during the run: each time HAProxy took a web or API process out of its backend (its
// health check failed twice) or put it back, read from its statistics page every half second. A player's 503 is the
// balancer with no process left to send the request to; these say when and why.

export type BalancerEvent = { atMs: number; server: string; status: string };

export function watchBalancer(statsUrl: string, start: number) {
  const events: BalancerEvent[] = [];
  let last = new Map<string, string>();
  let isReading = false;
  const timer = setInterval(() => {
    if (isReading) return;
    isReading = true;
    serverStatuses(statsUrl)
      .then((now: Map<string, string>) => {
        // "UP 1/2" (one failed check) is still up: only a process taken out or put back counts.
        const states = new Map([...now].map(([server, status]) => [server, status.split(' ')[0]!]));
        for (const [server, status] of states) {
          const before = last.get(server);
          if (/^(web|api)\//.test(server) && before !== undefined && before !== status)
            events.push({ atMs: Date.now() - start, server, status });
        }
        last = states;
      })
      .catch(() => undefined)
      .finally(() => (isReading = false));
  }, 500);
  const isAllUp = () => last.size > 0 && [...last].every(([server, status]) => !/^(web|api)\//.test(server) || status === 'UP');
  return {
    /**
     * Once every web and API process is in the balancer again (or `withinMs` passed), stops watching; answers whether
     * they all were, and the changes seen, oldest first.
     */
    async stop(withinMs: number): Promise<{ isAllUp: boolean; events: BalancerEvent[] }> {
      const end = Date.now() + withinMs;
      while (!isAllUp() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 500));
      clearInterval(timer);
      return { isAllUp: isAllUp(), events };
    },
  };
}
