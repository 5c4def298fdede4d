// npm run promotions:mail -- --subject "<subject>" --text-file <file>
// Sends a promotional mail to every player who passes its gate (opted in, cleared by their market's national register,
// not self-excluded), each with their own unsubscribe link, through the configured mailer. Works while the API runs
// (through its operator channel) or without it. Exit 0: done; 1: refused; 2: usage.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { runOperatorCommand } from './operator-channel';

const USAGE = `Usage: npm run promotions:mail -- --subject "<subject>" --text-file <file>

The file holds the mail's plain text (UTF-8); each mail ends with the player's unsubscribe link. Without SMTP_URL the
mails go to the development outbox (npm run outbox).`;

function readArguments(): { subject: string; text: string } {
  try {
    const { values } = parseArgs({
      args: process.argv.slice(2),
      options: { subject: { type: 'string' }, 'text-file': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
    const subject = values.subject?.trim() ?? '';
    if (values.help || !subject || !values['text-file']) throw new Error('');
    if (subject.length > 200 || /[\r\n]/.test(subject)) throw new Error('The subject must be one line of at most 200 characters.');
    const text = readFileSync(values['text-file'], 'utf8');
    if (!text.trim()) throw new Error('The text file is empty.');
    return { subject, text };
  } catch (err) {
    if ((err as Error).message) console.error((err as Error).message);
    console.log(USAGE);
    process.exit(2);
  }
}

async function main() {
  const mail = readArguments();
  // The text goes to the running API, which sends through its own mailer and asks its registers, one player at a time.
  await runOperatorCommand(loadConfig(), 'promotional-mail', mail, (result) => {
    console.log(`Sent to ${result.sent.length} player(s); held back for ${result.held.length}.`);
    for (const held of result.held) console.log(`  ${held.playerId}: ${held.reason}`);
  });
}

await main();
