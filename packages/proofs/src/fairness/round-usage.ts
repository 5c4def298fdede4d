/** How `verify round` is called; apart from the command so the liabilities check can show it without the engines. */
export const ROUND_USAGE =
  'Usage: verify round --title <title key> --server-seed <seed> --client-seed <text> --nonce <n> ' +
  '[--server-seed-hash <64 hex digits>] [--bet <json>] [--json]';
