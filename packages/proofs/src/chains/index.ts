// Chain address encodings shared by the API (deposit addresses, withdrawal checks) and the reserves verifier.
export { addressOfPublicKey, KEY_CURRENCIES, type KeyCurrency } from './address-of-key';
export { BCH_PREFIX, decodeCashAddr, encodeCashAddr } from './cashaddr';
export { base58check, concat, decodeBase58check, decodeXrpBase58check, eip55, encodeXrpBase58check, hash160, toHex } from './codecs';
export { decodeSegwit, encodeSegwitV0 } from './segwit';
