import { z } from 'zod';

// The operator's console (apps/backoffice) and the staff interface it calls, /staff-api/v1/…, served by the API on
// a port of its own that the public web origin never reaches.

/** The staff roles. An administrator holds every permission. */
export const STAFF_ROLES = ['support', 'payments', 'compliance', 'marketing', 'administrator'] as const;
export const ZStaffRole = z.enum(STAFF_ROLES, { error: `role must be one of ${STAFF_ROLES.join(', ')}` });
export type TStaffRole = z.infer<typeof ZStaffRole>;

/**
 * What a staff member may do. The API checks each route's permission; the console only hides what the member's
 * permissions (GET /me) leave out.
 */
export const STAFF_PERMISSIONS = [
  'players.read',
  'players.write',
  'kyc.review',
  'payments.read',
  'payments.decide',
  'adjustments.create',
  'bonuses.manage',
  'safer-gambling.cases',
  'reports.read',
  'audit.read',
  'staff.manage',
] as const;
export const ZStaffPermission = z.enum(STAFF_PERMISSIONS);
export type TStaffPermission = z.infer<typeof ZStaffPermission>;

const ZEmail = z.email({ error: 'Enter a valid e-mail address.' }).max(254);
/** A six-digit code from the member's authenticator app. */
export const ZTotpCode = z.string().regex(/^\d{6}$/, { error: 'Enter the 6-digit code from your authenticator app.' });

/** POST /staff-api/v1/enrolment/start: the one-time link's token; answers the secret to add to an authenticator. */
export const ZStaffEnrolmentStartRequest = z.object({ token: z.string().min(1).max(200) });
export const ZStaffEnrolmentStartResponse = z.object({
  email: z.string(),
  role: ZStaffRole,
  /** Base32, for typing in by hand. */
  totpSecret: z.string(),
  /** otpauth://totp/… for the QR code. */
  otpauthUri: z.string(),
});
export type TStaffEnrolmentStartResponse = z.infer<typeof ZStaffEnrolmentStartResponse>;

/** POST /staff-api/v1/enrolment/complete: sets the password, proves the authenticator with one code, signs in. */
export const ZStaffEnrolmentCompleteRequest = z.object({
  token: z.string().min(1).max(200),
  password: z.string().min(12, { error: 'Use at least 12 characters.' }).max(200),
  code: ZTotpCode,
});

/** POST /staff-api/v1/session: password and a code together; a wrong one of either is the same 401. */
export const ZStaffSignInRequest = z.object({
  email: ZEmail,
  password: z.string().min(1).max(200),
  code: ZTotpCode,
});

/** GET /staff-api/v1/me, and the answer of a sign-in or a completed enrolment. */
export const ZStaffMe = z.object({
  id: z.string(),
  email: z.string(),
  role: ZStaffRole,
  permissions: z.array(ZStaffPermission),
});
export type TStaffMe = z.infer<typeof ZStaffMe>;

/** POST /staff-api/v1/staff: an administrator invites a member; the answer's link is shown once. */
export const ZStaffInviteRequest = z.object({ email: ZEmail, role: ZStaffRole });
export const ZStaffInviteResponse = z.object({ id: z.string(), enrolmentUrl: z.string() });

/** GET /staff-api/v1/staff */
export const ZStaffMember = z.object({
  id: z.string(),
  email: z.string(),
  role: ZStaffRole,
  status: z.enum(['invited', 'active', 'disabled']),
  createdAt: z.string(),
});
export const ZStaffMembers = z.object({ items: z.array(ZStaffMember) });
export type TStaffMember = z.infer<typeof ZStaffMember>;

/** GET /staff-api/v1/audit: the trail, newest first, a page at a time. */
export const ZAuditEntry = z.object({
  seq: z.number().int(),
  at: z.string(),
  actor: z.string(),
  ip: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  hash: z.string(),
});
export const ZAuditPage = z.object({ items: z.array(ZAuditEntry), nextBefore: z.number().int().nullable() });
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
