export { useWithdrawable } from './api/get-withdrawable';
export { useDefaultFund } from './hooks/use-default-fund';
export { CurrencyChooserModal } from './components/currency-chooser-modal';
export { TransactionHistory } from './components/transaction-history';
export { WalletOverview } from './components/wallet-overview';
export { WALLET_QUERY_KEY } from './api/paths';
