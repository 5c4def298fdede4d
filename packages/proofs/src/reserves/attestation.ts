import { KEY_CURRENCIES, type KeyCurrency } from '../chains';

// What the operator publishes of its reserves in one currency at a snapshot (docs/decisions/036): every address it
// holds the players' coins at, the address's balance at one block, and a signature by the address's key over a
// message naming the snapshot, so a signature cannot be carried over from another day or another casino. Read from
// anywhere (a download, a paste), so every field is checked.

export const RESERVES_FORMAT_VERSION = 1;

export type ReserveAddress = {
  address: string;
  /** The compressed secp256k1 public key (33 bytes, hex) the address comes from. */
  publicKey: string;
  /** The address's balance at `blockHeight`, in the currency's minor units. */
  balance: string;
  /** ECDSA over SHA-256 of the message (`reserveMessage`), compact r‖s with low s, hex. */
  signature: string;
};

export type ReserveAttestation = {
  version: typeof RESERVES_FORMAT_VERSION;
  /** The proof of liabilities' snapshot the reserves stand beside. */
  snapshotId: string;
  currency: KeyCurrency;
  /** The block whose state the balances are: anyone reads each balance there on the chain. */
  blockHeight: number;
  addresses: ReserveAddress[];
  /** The balances' sum. */
  total: string;
};

/** The text each address's key signs. */
export function reserveMessage(a: { snapshotId: string; currency: string; blockHeight: number; address: string }): string {
  return `Proof of reserves\nsnapshot: ${a.snapshotId}\ncurrency: ${a.currency}\nblock: ${a.blockHeight}\naddress: ${a.address}`;
}

const INTEGER = /^[0-9]+$/;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isHex = (v: unknown, bytes: number) => typeof v === 'string' && new RegExp(`^[0-9a-f]{${bytes * 2}}$`).test(v);

/** The attestation in `json`, or what is wrong with its shape. */
export function readReserveAttestation(
  json: unknown,
): { value: ReserveAttestation; problems: [] } | { value?: undefined; problems: string[] } {
  const problems: string[] = [];
  if (!isObject(json)) return { problems: ['the reserves are not an object'] };
  if (json.version !== RESERVES_FORMAT_VERSION) problems.push(`version is not ${RESERVES_FORMAT_VERSION}`);
  if (typeof json.snapshotId !== 'string' || json.snapshotId === '') problems.push('snapshotId is missing');
  if (!(KEY_CURRENCIES as readonly unknown[]).includes(json.currency)) problems.push('currency is not a crypto currency');
  if (!Number.isSafeInteger(json.blockHeight) || (json.blockHeight as number) < 0) problems.push('blockHeight is not a block');
  if (typeof json.total !== 'string' || !INTEGER.test(json.total)) problems.push('total is not a whole number');
  if (!Array.isArray(json.addresses)) problems.push('addresses is not a list');
  else {
    json.addresses.forEach((a, i) => {
      const where = `addresses[${i}]`;
      if (!isObject(a)) return void problems.push(`${where} is not an object`);
      if (typeof a.address !== 'string' || a.address === '') problems.push(`${where}.address is missing`);
      if (!isHex(a.publicKey, 33)) problems.push(`${where}.publicKey is not 33 bytes of hex`);
      if (typeof a.balance !== 'string' || !INTEGER.test(a.balance)) problems.push(`${where}.balance is not a whole number`);
      if (!isHex(a.signature, 64)) problems.push(`${where}.signature is not 64 bytes of hex`);
    });
  }
  return problems.length ? { problems } : { value: json as ReserveAttestation, problems: [] };
}
