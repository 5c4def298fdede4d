// npm run market-profile -- <player e-mail> <default|uk|mt|on|se>
// Moves a player to another market profile (decision 028): every rule of the new profile applies from now on, and
// the player's safer-gambling record keeps the change. Exit 0: done (or already so); 1: refused; 2: usage.
import { MARKET_PROFILES } from '@casino/contracts';
import { loadConfig } from '../config';
import { systemClock } from '../lib/clock';
import { findPlayerIdByEmail } from '../modules/auth';
import { changeMarketProfile, isMarketProfile } from '../modules/responsible-gaming';
import { withDatabaseForWriting } from './operator-script';

const USAGE = `Usage: npm run market-profile -- <player e-mail> <${MARKET_PROFILES.join('|')}>`;

async function main(): Promise<void> {
  const [email, profile, extra] = process.argv.slice(2);
  if (!email || !profile || extra !== undefined || email === '--help') {
    console.log(USAGE);
    process.exit(2);
  }
  if (!isMarketProfile(profile)) {
    console.error(`Unknown profile ${profile}: use one of ${MARKET_PROFILES.join(', ')}.`);
    process.exit(2);
  }
  await withDatabaseForWriting(loadConfig(), async ({ db }) => {
    const userId = await findPlayerIdByEmail(db, email);
    if (!userId) {
      console.error(`No player has the e-mail ${email}.`);
      process.exitCode = 1;
      return;
    }
    const before = await changeMarketProfile(db, userId, profile, systemClock.now());
    console.log(before === profile ? `${email} already plays under the ${profile} profile.` : `${email}: ${before} → ${profile}.`);
  });
}

await main();
