import {
  BCH_PREFIX,
  decodeBase58check,
  decodeCashAddr,
  decodeSegwit,
  decodeXrpBase58check,
  eip55,
  encodeCashAddr,
} from '@casino/proofs/chains';
import type { TCryptoCurrency } from './crypto-currencies';

/**
 * What one chain accepts, as a normalized address, or why not: 'unsupported' is a well-formed
 * address of this chain of a kind withdrawals do not pay to, 'checksum' an Ethereum address whose
 * letter case disagrees with EIP-55.
 */
export type TParsed = { normalized: string } | { problem: 'invalid' | 'unsupported' | 'checksum' };

const INVALID: TParsed = { problem: 'invalid' };
const UNSUPPORTED: TParsed = { problem: 'unsupported' };

/** A 21-byte base58check address whose first byte is one of `versions`. */
function base58Version(address: string, versions: number[]): boolean {
  const bytes = decodeBase58check(address);
  return bytes?.length === 21 && versions.includes(bytes[0]!);
}

/**
 * Segwit outputs a withdrawal may pay to: v0 key hash (20 bytes) or script hash (32), v1 taproot
 * (32). Versions 2..16 are valid strings (BIP350) but no such output is defined yet, so paying one
 * would only burn the player's money.
 */
function segwit(address: string, hrp: string): TParsed | null {
  const decoded = decodeSegwit(address);
  if (!decoded || decoded.hrp !== hrp) return null;
  if (decoded.version > 1 || (decoded.version === 1 && decoded.program.length !== 32)) return UNSUPPORTED;
  return { normalized: address.toLowerCase() };
}

function utxo(address: string, hrp: string, base58Versions: number[]): TParsed {
  const native = segwit(address, hrp);
  if (native) return native;
  return base58Version(address, base58Versions) ? { normalized: address } : INVALID;
}

const ETH_SHAPE = /^0x[0-9a-fA-F]{40}$/;

/** Single-case addresses carry no checksum (pre-EIP-55 wallets); mixed case must be the EIP-55 one. */
function ethereum(address: string): TParsed {
  if (!ETH_SHAPE.test(address)) return INVALID;
  const digits = address.slice(2);
  const checksummed = eip55(digits);
  const singleCase = digits === digits.toLowerCase() || digits === digits.toUpperCase();
  return singleCase || checksummed === address ? { normalized: checksummed } : { problem: 'checksum' };
}

/**
 * Bitcoin Cash: CashAddr P2PKH or P2SH of a 20-byte hash, with or without `bitcoincash:`; also the
 * legacy base58 form, which is the same hash, so it is turned into CashAddr for the payout. Other
 * CashAddr kinds (32-byte P2SH, token-aware types) are refused as payout wallets may not pay them.
 */
function bitcoinCash(address: string): TParsed {
  const cash = decodeCashAddr(address);
  if (cash) {
    if (cash.prefix !== BCH_PREFIX) return INVALID;
    return cash.hash.length === 20 ? { normalized: encodeCashAddr(cash.type, cash.hash) } : UNSUPPORTED;
  }
  const legacy = decodeBase58check(address);
  if (legacy?.length !== 21 || (legacy[0] !== 0x00 && legacy[0] !== 0x05)) return INVALID;
  return { normalized: encodeCashAddr(legacy[0] === 0x05 ? 'p2sh' : 'p2pkh', legacy.subarray(1)) };
}

export const PARSERS: Record<TCryptoCurrency, (address: string) => TParsed> = {
  // P2PKH 0x00 ("1..."), P2SH 0x05 ("3...").
  BTC: (a) => utxo(a, 'bc', [0x00, 0x05]),
  // P2PKH 0x30 ("L..."), P2SH 0x32 ("M...") and the older P2SH 0x05 ("3...") Litecoin wallets still show.
  LTC: (a) => utxo(a, 'ltc', [0x30, 0x32, 0x05]),
  // P2PKH 0x1e ("D..."), P2SH 0x16 ("9..." / "A...").
  DOG: (a) => (base58Version(a, [0x1e, 0x16]) ? { normalized: a } : INVALID),
  ETH: ethereum,
  USDT: ethereum,
  // Tron: 0x41 then the 20-byte account ("T...").
  TRX: (a) => (base58Version(a, [0x41]) ? { normalized: a } : INVALID),
  // Classic XRP account: version 0x00 and a 20-byte account id, in the XRP alphabet ("r...").
  XRP: (a) => {
    const body = decodeXrpBase58check(a);
    return body?.length === 21 && body[0] === 0x00 ? { normalized: a } : INVALID;
  },
  BCH: bitcoinCash,
};

/**
 * Networks an address is well-formed for, to tell a player who pasted the wrong one. Checked only
 * after the chosen currency refused it, so overlaps (a "3..." address is BTC, LTC and BCH) do not
 * matter: the first match names a network the address certainly belongs to.
 */
const NETWORKS: [string, (address: string) => boolean][] = [
  ['Bitcoin', (a) => decodeSegwit(a)?.hrp === 'bc' || base58Version(a, [0x00, 0x05])],
  ['Bitcoin testnet', (a) => ['tb', 'bcrt'].includes(decodeSegwit(a)?.hrp ?? '') || base58Version(a, [0x6f, 0xc4])],
  ['Litecoin', (a) => decodeSegwit(a)?.hrp === 'ltc' || base58Version(a, [0x30, 0x32])],
  ['Litecoin testnet', (a) => decodeSegwit(a)?.hrp === 'tltc'],
  ['Dogecoin', (a) => 'normalized' in PARSERS.DOG(a)],
  ['Bitcoin Cash', (a) => decodeCashAddr(a)?.prefix === BCH_PREFIX],
  ['Bitcoin Cash testnet', (a) => ['bchtest', 'bchreg'].includes(decodeCashAddr(a, 'bchtest')?.prefix ?? '')],
  ['Ethereum', (a) => ETH_SHAPE.test(a)],
  ['Tron', (a) => 'normalized' in PARSERS.TRX(a)],
  ['XRP Ledger', (a) => 'normalized' in PARSERS.XRP(a) || isXAddress(a)],
];

export function otherNetwork(address: string): string | null {
  return NETWORKS.find(([, test]) => test(address))?.[0] ?? null;
}

/** XRP X-address (XLS-5d: account and tag in one string): 0x05 0x44 on mainnet, 0x04 0x93 on testnet. */
export function isXAddress(address: string): boolean {
  const body = decodeXrpBase58check(address);
  return body?.length === 31 && ((body[0] === 0x05 && body[1] === 0x44) || (body[0] === 0x04 && body[1] === 0x93));
}
