export { AUDIT_CSV_URL } from './api/get-audit-page';
export { AuditTrail } from './components/audit-trail';
