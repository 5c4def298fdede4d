export { useWithdrawable } from './api/get-withdrawable';
export { useDefaultFund } from './hooks/use-default-fund';
export { isIsoDate } from './lib/history-filter';
export { CurrencyChooserModal } from './components/lazy-modals';
export { TransactionHistory } from './components/transaction-history';
export { WalletOverview } from './components/wallet-overview';
export { WALLET_QUERY_KEY } from './api/paths';
