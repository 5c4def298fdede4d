export { ReportsView } from './components/reports-view';
