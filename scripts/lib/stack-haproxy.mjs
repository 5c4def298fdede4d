import { existsSync } from 'node:fs';

// The load balancer of `npm run stack`: Debian's HAProxy with three frontends. The site (the public URL) balances the
// web servers; the web servers reach the API through a second, internal frontend balancing the API processes, as they
// would across machines, so one API process going away costs no web server its API; the operator's console has a
// third. Every backend is taken out while its health check fails and put back once it passes again.

/** Debian's haproxy, or HAPROXY_BIN. */
export function findHaproxy(env = process.env) {
  const bin = env.HAPROXY_BIN ?? '/usr/sbin/haproxy';
  if (!existsSync(bin)) throw new Error(`HAProxy not found at ${bin}: apt-get install -y haproxy (or set HAPROXY_BIN)`);
  return bin;
}

/**
 * @param {{ site: number, apiBalancer: number, console: number, stats: number }} listen the frontends' ports (127.0.0.1)
 * @param {{ webs: number[], apis: number[], staffs: number[] }} backends the processes' ports (127.0.0.1)
 */
export function haproxyConfig(listen, backends) {
  const servers = (kind, ports) => ports.map((port, i) => `  server ${kind}${i + 1} 127.0.0.1:${port} check`).join('\n');
  return `# Written by npm run stack (scripts/lib/stack-haproxy.mjs) at each start.
global
  log stdout format raw local0 info
  maxconn 4096

defaults
  mode http
  log global
  option httplog
  option dontlognull
  timeout connect 5s
  timeout http-request 15s
  # The crash rounds' event streams send a comment every 15 s: a minute of silence means a dead peer.
  timeout client 60s
  timeout server 60s
  # Two failed checks take a process out, two passed ones put it back.
  default-server inter 2s fall 2 rise 2

# The site. The web servers believe this hop's X-Forwarded-For (WEB_TRUSTED_PROXIES).
frontend site
  bind 127.0.0.1:${listen.site}
  option forwardfor
  http-request set-log-level silent if { path /health }
  default_backend web

backend web
  balance roundrobin
  option httpchk GET /health
  http-check expect status 200
${servers('web', backends.webs)}

# Internal: the web servers' API_URL. The API believes this hop and the web servers (TRUSTED_PROXIES).
frontend api
  bind 127.0.0.1:${listen.apiBalancer}
  option forwardfor
  # The web servers' health checks pass through here: their lines would bury the requests worth reading.
  http-request set-log-level silent if { path /health }
  default_backend api

backend api
  balance roundrobin
  # Readiness: a process that cannot reach the database takes no requests.
  option httpchk GET /health/ready
  http-check expect status 200
${servers('api', backends.apis)}

# The operator's console and the staff API, never reached through the site.
frontend console
  bind 127.0.0.1:${listen.console}
  option forwardfor
  default_backend staff

backend staff
  balance roundrobin
${servers('staff', backends.staffs)}

listen stats
  bind 127.0.0.1:${listen.stats}
  stats enable
  stats uri /
  stats refresh 5s
`;
}

/** The servers of HAProxy's stats CSV with their status ("UP", "DOWN", "no check"...), by "backend/server". */
export async function serverStatuses(statsUrl) {
  const csv = await (await fetch(`${statsUrl}/;csv`, { signal: AbortSignal.timeout(2_000) })).text();
  const [header = '', ...rows] = csv.replace(/^# /, '').trim().split('\n');
  const columns = header.split(',');
  const at = (row, name) => row[columns.indexOf(name)];
  return new Map(
    rows
      .map((line) => line.split(','))
      .filter((row) => !['FRONTEND', 'BACKEND'].includes(at(row, 'svname')))
      .map((row) => [`${at(row, 'pxname')}/${at(row, 'svname')}`, at(row, 'status')]),
  );
}

/** Resolves once HAProxy sees every web and API process healthy; rejects if `child` (haproxy) exits first. */
export async function waitForBackends(statsUrl, child, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  let last = new Map();
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('HAProxy exited while starting');
    last = await serverStatuses(statsUrl).catch(() => last);
    const checked = [...last].filter(([name]) => /^(web|api)\//.test(name));
    if (checked.length > 0 && checked.every(([, status]) => status === 'UP')) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`HAProxy did not see every process healthy within ${timeoutMs / 1000}s: ${JSON.stringify(Object.fromEntries(last))}`);
}
