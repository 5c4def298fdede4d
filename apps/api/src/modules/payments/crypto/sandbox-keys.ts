import type { TDerivedCurrency } from './derive-address';

/**
 * SANDBOX ONLY. Account-level extended PUBLIC keys of the widely published BIP39 test mnemonic
 * ("abandon" x11 + "about", no passphrase, the one BIP84's test vectors use), so the sandbox hands
 * out real-looking, reproducible deposit addresses without any operator wallet. Its private keys
 * are public knowledge: anything sent to these addresses can be taken by anyone, so they must never
 * be configured for real money. Written in the plain xpub form; the paths they stand for are noted.
 */
export const SANDBOX_ACCOUNT_XPUBS: Record<TDerivedCurrency, string> = {
  // m/84'/0'/0' (the account key of BIP84's test vectors, there shown as a zpub)
  BTC: 'xpub6CatWdiZiodmUeTDp8LT5or8nmbKNcuyvz7WyksVFkKB4RHwCD3XyuvPEbvqAQY3rAPshWcMLoP2fMFMKHPJ4ZeZXYVUhLv1VMrjPC7PW6V',
  // m/84'/2'/0'
  LTC: 'xpub6CjGURuDpczf6uNrCCwfhVizn5J3hsWcvZ2m6GAdmAjZnoWJPrx6TFPjGSftc2o5fvox6ubQjSXmjjaHZjwYMH7SGFpHHb9Jg24zBf66mbE',
  // m/44'/60'/0'
  ETH: 'xpub6DCoCpSuQZB2jawqnGMEPS63ePKWkwWPH4TU45Q7LPXWuNd8TMtVxRrgjtEshuqpK3mdhaWHPFsBngh5GFZaM6si3yZdUsT8ddYM3PwnATt',
  // m/44'/60'/0': ERC-20 USDT is held at Ethereum addresses
  USDT: 'xpub6DCoCpSuQZB2jawqnGMEPS63ePKWkwWPH4TU45Q7LPXWuNd8TMtVxRrgjtEshuqpK3mdhaWHPFsBngh5GFZaM6si3yZdUsT8ddYM3PwnATt',
  // m/44'/195'/0'
  TRX: 'xpub6D1AabNHCupeiLM65ZR9UStMhJ1vCpyV4XbZdyhMZBiJXALQtmn9p42VTQckoHVn8WNqS7dqnJokZHAHcHGoaQgmv8D45oNUKx6DZMNZBCd',
  // m/44'/3'/0'
  DOG: 'xpub6Bxse8AT19u9HExKtP1EAudLi9CpLxPpxDvanL2fFtM7UFE2Q7TTWRg4bnMnmT4KcyN6GQkSgZmPWDtyUywSii3MDpMNfXSTuzH7gvZywLU',
  // m/44'/145'/0'
  BCH: 'xpub6ByHsPNSQXTWZ7PLESMY2FufyYWtLXagSUpMQq7Un96SiThZH2iJB1X7pwviH1WtKVeDP6K8d6xxFzzoaFzF3s8BKCZx8oEDdDkNnp4owAZ',
};

/** SANDBOX ONLY. The same mnemonic's XRP account at m/44'/144'/0'/0/0; players are told apart by destination tag. */
export const SANDBOX_XRP_OPERATOR_ADDRESS = 'rHsMGQEkVNJmpGWs8XUBoTBiAAbwxZN5v3';
