// npm run staff:bootstrap -- <e-mail>
// Creates the first administrator of the operator's console and prints their one-time enrolment link (72 hours).
// Works while the API runs (through its operator channel) or without it. Exit 0: done; 1: refused; 2: usage.
import { loadConfig } from '../config';
import { argumentOrUsage } from './operator-script';
import { runOperatorCommand } from './operator-channel';

const USAGE = 'Usage: npm run staff:bootstrap -- <e-mail of the first administrator>';

const email = argumentOrUsage(USAGE);
await runOperatorCommand(loadConfig(), 'staff-bootstrap', { email }, ({ enrolmentUrl }) => {
  console.log(`Administrator ${email} invited. Open this link within 72 hours to set a password and an authenticator app:`);
  console.log(enrolmentUrl);
  console.log('The link works once and is not shown again.');
});
