// The currency module's API for the app, other modules and the rates script.
export { createFileRatesProvider } from './rates-provider';
export { RatesRefusedError } from './rates-validation';
export { currencyRoutes } from './routes';
export { getMinimumDeposit, getRate, getRatePerEur, getRatesStatus, loadRates, type RatesStatus } from './service';
