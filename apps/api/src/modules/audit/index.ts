// The audit module's API: the hash-chained trail of staff actions and operator commands.
export {
  recordStaffAction,
  verifyAuditChain,
  listAuditEntries,
  type AuditEntryInput,
  type AuditHead,
  type AuditVerification,
} from './service';
export type { AuditRow } from './repo';
export { auditRoutes } from './routes';
