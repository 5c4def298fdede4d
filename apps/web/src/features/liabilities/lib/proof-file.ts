/** The name a proof is saved under: the snapshot and the currency, so a player's files of several snapshots stay apart. */
export function proofFileName(snapshotId: number, currency: string): string {
  return `proof-of-liabilities-${snapshotId}-${currency.replace(/[^A-Za-z0-9]/g, '') || 'proof'}.json`;
}

/** The proof as the API served it, indented for reading: the file is checked as it is, by this page or any other verifier. */
export function proofFileText(raw: unknown): string {
  return `${JSON.stringify(raw, null, 2)}\n`;
}
