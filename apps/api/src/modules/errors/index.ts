// The errors module's API for the app and the errors:tail script.
export { errorRoutes } from './routes';
export { listLatestErrorReports } from './service';
export { errorReportsToJson, formatErrorReports, parseTailArgs } from './tail-cli';
