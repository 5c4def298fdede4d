export { InviteForm } from './components/invite-form';
export { StaffTable } from './components/staff-table';
