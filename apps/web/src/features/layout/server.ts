import 'server-only';

/** The public layout renders on the server: its footer reads the operator from the site configuration. */
export { PublicShell } from './public-shell';
