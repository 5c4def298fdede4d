// npm run outbox: the latest mails the API stored because no SMTP_URL is configured.
import { existsSync } from 'node:fs';
import { desc } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { mailOutbox } from '../db/schema/mail';
import { copyEmbeddedDatabase } from './operator-script';

const LIMIT = 20;

async function main() {
  const config = loadConfig();
  if (!config.databaseUrl && !existsSync(config.dataDir)) {
    console.log(`No database in ${config.dataDir} yet: start the API first.`);
    return;
  }
  const snapshot = config.databaseUrl ? undefined : copyEmbeddedDatabase(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: snapshot?.dir ?? '' });
  try {
    await database.migrate();
    const mails = await database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(LIMIT);
    if (mails.length === 0) {
      console.log(config.smtpUrl ? 'The outbox is empty (SMTP_URL is set, so mail goes out by SMTP).' : 'The outbox is empty.');
      return;
    }
    console.log(`The latest ${mails.length} mail(s), newest first:\n`);
    for (const mail of mails) {
      console.log(`── ${mail.createdAt.toISOString()}  to ${mail.to}`);
      console.log(`   ${mail.subject}\n`);
      console.log(mail.text.replace(/^/gm, '   '));
      console.log();
    }
  } finally {
    await database.close();
    snapshot?.remove();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
