export { AdjustmentForm } from './components/adjustment-form';
export { AdjustmentsTable } from './components/adjustments-table';
