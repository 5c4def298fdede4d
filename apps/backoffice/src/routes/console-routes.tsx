import { Outlet, type RouteObject } from 'react-router';
import { AppShell } from '@/features/navigation';
import { RequireSession } from '@/features/session';
import { AdjustmentsPage } from './adjustments-page';
import { AuditPage } from './audit-page';
import { BonusesPage } from './bonuses-page';
import { CasePage } from './case-page';
import { CasesPage } from './cases-page';
import { EnrolPage } from './enrol-page';
import { HomePage } from './home-page';
import { KycDocumentPage } from './kyc-document-page';
import { KycPage } from './kyc-page';
import { NotFoundPage } from './not-found-page';
import { ReportsPage } from './reports-page';
import { PaymentsPage } from './payments-page';
import { PlayerPage } from './player-page';
import { PlayersPage } from './players-page';
import { SignInPage } from './sign-in-page';
import { StaffPage } from './staff-page';

/** The console's pages: two open to anyone (signing in, enrolling), the rest inside the signed-in frame. */
export const CONSOLE_ROUTES: RouteObject[] = [
  { path: '/sign-in', element: <SignInPage /> },
  { path: '/enrol', element: <EnrolPage /> },
  {
    element: (
      <RequireSession>
        <AppShell>
          <Outlet />
        </AppShell>
      </RequireSession>
    ),
    children: [
      { index: true, element: <HomePage /> },
      { path: 'players', element: <PlayersPage /> },
      { path: 'players/:id', element: <PlayerPage /> },
      { path: 'kyc', element: <KycPage /> },
      { path: 'kyc/:id', element: <KycDocumentPage /> },
      { path: 'staff', element: <StaffPage /> },
      { path: 'payments', element: <PaymentsPage /> },
      { path: 'adjustments', element: <AdjustmentsPage /> },
      { path: 'audit', element: <AuditPage /> },
      { path: 'reports', element: <ReportsPage /> },
      { path: 'cases', element: <CasesPage /> },
      { path: 'cases/:id', element: <CasePage /> },
      { path: 'bonuses', element: <BonusesPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
