// The backoffice module's API: the staff app, the operator commands and other modules use staff access only through these.
export { staffRoutes } from './routes';
export { bootstrapAdministrator, disableStaffMember, inviteStaffMember, listStaff } from './members';
export { completeEnrolment, startEnrolment } from './enrolment';
export { signInStaff, SIGN_IN_REFUSED } from './sign-in';
export { openStaffSession, resolveStaffSession, signOutStaff, staffMeOf, type StaffClient, type StaffMember } from './sessions';
export { hasPermission, isRoutePermission, permissionsOf, ROLE_PERMISSIONS, type RoutePermission } from './permissions';
