import { existsSync, rmSync } from 'node:fs';
import { ensureApiBuild } from '../scripts/lib/api-build.mjs';
import { ensureBackofficeBuild } from '../scripts/lib/backoffice-build.mjs';
import { ensureWebBuild } from '../scripts/lib/web-build.mjs';
import { CHROMIUM } from './playwright.config';
import { STACK_THUMBNAILS_DIR } from './support/stack';

/** Browser tests never skip: without Chromium they fail with the fix in the message. */
export default function globalSetup() {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}. Install it with: apt-get install -y chromium`);
  }
  ensureWebBuild();
  // The API's staff listener serves the built console (apps/backoffice/dist) at each stack's staffUrl.
  ensureBackofficeBuild();
  // Stacks run the built API, as production does: it starts without compiling its sources first.
  ensureApiBuild();
  rmSync(STACK_THUMBNAILS_DIR, { recursive: true, force: true });
}
