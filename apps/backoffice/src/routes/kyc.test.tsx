import type { TKycDocument, TKycQueue } from '@casino/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeStaffApi, SUPPORT, type Call } from '../../test/fake-staff-api';
import { renderConsole } from '../../test/render-console';

const REVIEWER = { id: 'st_kyc', email: 'kim@casino.test', role: 'compliance', permissions: ['players.read', 'kyc.review'] } as const;
const ME = { 'GET /staff-api/v1/me': { status: 200, body: REVIEWER } };
const BASE = '/staff-api/v1/kyc/documents';
const ID = '6d1f4c1e-2b1a-4c55-9a0e-0d5b3f1f7a10';

const PNG_ITEM = {
  id: ID,
  playerId: 'b1c2d3e4-0000-4000-8000-000000000001',
  playerEmail: 'pia@example.com',
  kind: 'proof_of_address',
  fileName: 'gas-bill.png',
  contentType: 'image/png',
  size: 20_480,
  status: 'pending',
  uploadedAt: '2026-03-01T09:30:00.000Z',
  reviewedAt: null,
} satisfies TKycQueue['items'][number];

const PLAYER = {
  firstName: 'Pia',
  lastName: 'Lind',
  email: 'pia@example.com',
  confirmed: true,
  userDetails: {
    phone: { phoneNumber: null, dialingCode: null },
    receiveEmailPromo: false,
    address: 'Storgatan 1',
    address2: null,
    nickName: null,
    zipCode: '111 22',
    country: 'SE',
    city: 'Stockholm',
    state: null,
    gender: null,
    dateOfBirth: 631152000,
    avatar: null,
  },
} satisfies TKycDocument['player'];

const PENDING: TKycDocument = { ...PNG_ITEM, reviewedBy: null, rejectionReason: null, player: PLAYER };
const decided = (status: 'approved' | 'rejected', rejectionReason: string | null = null): TKycDocument => ({
  ...PENDING,
  status,
  reviewedAt: '2026-03-01T10:00:00.000Z',
  reviewedBy: REVIEWER.email,
  rejectionReason,
});

describe('KYC documents', () => {
  it('lists the queue and opens a document with its image, the player and the decision buttons', async () => {
    const api = fakeStaffApi({
      ...ME,
      [`GET ${BASE}`]: { status: 200, body: { items: [PNG_ITEM], total: 1 } },
      [`GET ${BASE}/${ID}`]: { status: 200, body: PENDING },
    });
    const { router } = renderConsole('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'KYC documents' }));

    const table = await screen.findByRole('region', { name: 'Documents' });
    expect(within(table).getByText('pia@example.com')).toBeTruthy();
    expect(within(table).getByText('Proof of address')).toBeTruthy();
    expect(api.callsTo('GET', BASE)[0]!.search).toBe('?status=pending');

    await user.click(within(table).getByRole('link', { name: 'Open gas-bill.png of pia@example.com' }));
    expect(router.state.location.pathname).toBe(`/kyc/${ID}`);
    const image = await screen.findByRole('img', { name: 'The uploaded document gas-bill.png' });
    expect(image.getAttribute('src')).toBe(`${BASE}/${ID}/file`);
    expect(screen.getByText('Storgatan 1')).toBeTruthy();
    expect(screen.getByText('111 22 Stockholm')).toBeTruthy();
    expect(screen.getByText('1990-01-01')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy();
  });

  it('approves, then shows who decided', async () => {
    let current: TKycDocument = PENDING;
    const api = fakeStaffApi({
      ...ME,
      [`GET ${BASE}/${ID}`]: () => ({ status: 200, body: current }),
      [`POST ${BASE}/${ID}/approve`]: () => {
        current = decided('approved');
        return { status: 200, body: current };
      },
    });
    renderConsole(`/kyc/${ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));

    const decidedBy = await screen.findByText('Decided by');
    expect(decidedBy.nextElementSibling?.textContent).toBe(REVIEWER.email);
    expect(screen.getByText('Approved')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(api.callsTo('POST', `${BASE}/${ID}/approve`)).toHaveLength(1);
  });

  it('asks for a reason before rejecting, and sends the one written', async () => {
    const reason = 'The bill is older than three months. Please send a recent one.';
    let current: TKycDocument = PENDING;
    const api = fakeStaffApi({
      ...ME,
      [`GET ${BASE}/${ID}`]: () => ({ status: 200, body: current }),
      [`POST ${BASE}/${ID}/reject`]: (call: Call) => {
        current = decided('rejected', (call.body as { reason: string }).reason);
        return { status: 200, body: current };
      },
    });
    renderConsole(`/kyc/${ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Write the reason the player will see.')).toBeTruthy();
    expect(api.callsTo('POST', `${BASE}/${ID}/reject`)).toEqual([]);

    await user.type(screen.getByLabelText('Reason shown to the player'), reason);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rejected')).toBeTruthy();
    expect(screen.getByText(reason)).toBeTruthy();
    expect(api.callsTo('POST', `${BASE}/${ID}/reject`).map((c) => c.body)).toEqual([{ reason }]);
  });

  it("shows the API's words when someone else decided first", async () => {
    fakeStaffApi({
      ...ME,
      [`GET ${BASE}/${ID}`]: { status: 200, body: PENDING },
      [`POST ${BASE}/${ID}/approve`]: { status: 409, body: { message: 'This document has already been decided.' } },
    });
    renderConsole(`/kyc/${ID}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Approve' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This document has already been decided.');
  });

  it('opens a PDF in a tab of its own rather than in the page', async () => {
    const pdf: TKycDocument = { ...PENDING, fileName: 'statement.pdf', contentType: 'application/pdf' };
    fakeStaffApi({ ...ME, [`GET ${BASE}/${ID}`]: { status: 200, body: pdf } });
    renderConsole(`/kyc/${ID}`);
    const link = await screen.findByRole('link', { name: 'Open statement.pdf' });
    expect(link.getAttribute('href')).toBe(`${BASE}/${ID}/file`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('tells a member without kyc.review that the page is not theirs, and asks the API nothing for it', async () => {
    const api = fakeStaffApi({ 'GET /staff-api/v1/me': { status: 200, body: SUPPORT } });
    renderConsole('/kyc');
    expect((await screen.findByRole('alert')).textContent).toContain('Your role does not include this page.');
    expect(api.calls.filter((c) => c.path.startsWith(BASE))).toEqual([]);
  });
});
