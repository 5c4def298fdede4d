// The currency module's API for the app, other modules and the rates script.
export { createContentRatesProvider, createFileRatesProvider, readRatesFile } from './rates-provider';
export { RatesRefusedError, type TReferenceCurrency } from './rates-validation';
export { currencyRoutes } from './routes';
export { getMinimumDeposit, getRate, getRatePerEur, getReferenceRatePerEur, getRatesStatus, loadRates, type RatesStatus } from './service';
