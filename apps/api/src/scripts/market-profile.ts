// npm run market-profile -- <player e-mail> <default|uk|mt|on|se>
// Moves a player to another market profile (decision 028): every rule of the new profile applies from now on, and
// the player's safer-gambling record keeps the change. Works while the API runs (through its operator channel) or without
// it. Exit 0: done (or already so); 1: refused; 2: usage.
import { MARKET_PROFILES } from '@casino/contracts';
import { loadConfig } from '../config';
import { isMarketProfile } from '../modules/responsible-gaming';
import { runOperatorCommand } from './operator-channel';

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
  await runOperatorCommand(loadConfig(), 'market-profile', { email, profile }, ({ before }) => {
    console.log(before === profile ? `${email} already plays under the ${profile} profile.` : `${email}: ${before} → ${profile}.`);
  });
}

await main();
