import { randomBytes, randomUUID } from 'node:crypto';
import type {
  TBetHistoryResponse,
  TBetRecall,
  TProfileSession,
  TStaffPlayer,
  TStaffPlayerBalances,
  TStaffPlayerNotes,
  TStaffPlayerPayments,
  TStaffPlayerSaferGambling,
  TStaffPlayerSearch,
  TStaffPlayerSessions,
  TStaffPostingPage,
  TStaffRole,
} from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { insertChainDeposit, insertChainPayout, insertDepositAddress } from '../../../test/crypto-records';
import { auditRowsOf } from '../../../test/staff-routes';
import { insertActiveMember, sessionOf, staffClient, useStaffTestApp, type StaffTestApp } from '../../../test/staff';
import { fundedPlayer } from '../../../test/play';
import { diceBet, openGame } from '../../../test/play-rounds';
import { signUpPlayer } from '../../../test/players';
import { uniqueEmail } from '../../../test/http';
import { getPlayerBalances } from '../wallet';

const DICE = 'emberoak:EmberDice';
const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const sumMinor = (amounts: string[]) => amounts.reduce((sum, a) => sum + BigInt(a.replace('.', '')), 0n);

describe('staff player search and player page: /staff-api/v1/players', () => {
  let t: StaffTestApp;
  useStaffTestApp((started) => {
    t = started;
  });

  /** A console browser signed in as a member of `role`. */
  async function staffAs(role: TStaffRole) {
    const client = staffClient(t);
    const memberId = await insertActiveMember(t, role);
    client.cookies.staff_sid = await sessionOf(t, memberId);
    return client;
  }

  const search = async (q: string) => {
    const res = await (await staffAs('support')).get(`/players?q=${encodeURIComponent(q)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TStaffPlayerSearch>().items;
  };

  it('finds a player by e-mail, name, id, crypto deposit address and transaction hash, and no one else', async () => {
    const tag = hex(4);
    const one = await signUpPlayer(t.app, { email: uniqueEmail(`ottilie${tag}`), fullName: `Ottilie Brandvold${tag}` });
    const other = await signUpPlayer(t.app, { email: uniqueEmail(`bram${tag}`), fullName: `Bram Osterhuis${tag}` });
    const { db } = t.database;
    const address = await insertDepositAddress(db, one.user.id, t.clock.now());
    const depositHash = await insertChainDeposit(db, one.user.id, t.clock.now());
    const payoutHash = await insertChainPayout(db, other.user.id, t.clock.now());

    const only = (items: TStaffPlayerSearch['items']) => items.map((i) => [i.id, i.matchedBy]);
    expect(only(await search(one.email.toUpperCase()))).toEqual([[one.user.id, 'email']]);
    expect(only(await search(`${one.email.split('@')[0]}@`))).toEqual([[one.user.id, 'email']]);
    expect(only(await search(one.email.slice(0, -4)))).toEqual([[one.user.id, 'email']]);
    expect(only(await search(`brandvold${tag.toUpperCase()}`))).toEqual([[one.user.id, 'name']]);
    expect(only(await search(`ottilie brandvold${tag}`))).toEqual([[one.user.id, 'name']]);
    expect(only(await search(one.user.id))).toEqual([[one.user.id, 'id']]);
    expect(only(await search(address))).toEqual([[one.user.id, 'address']]);
    expect(only(await search(depositHash))).toEqual([[one.user.id, 'transaction']]);
    expect(only(await search(payoutHash))).toEqual([[other.user.id, 'transaction']]);
    expect(await search(hex(32))).toEqual([]);
    expect(await search(randomUUID())).toEqual([]);

    const [match] = await search(one.email);
    expect(match).toEqual({
      id: one.user.id,
      email: one.email,
      name: `Ottilie Brandvold${tag}`,
      country: null,
      accountState: 'unconfirmed',
      matchedBy: 'email',
      createdAt: expect.any(String),
    });
  });

  it('lists the newest accounts first and at most 50', async () => {
    const tag = `Quillon${hex(3)}`;
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      ids.push((await signUpPlayer(t.app, { fullName: `Ada ${tag}` })).user.id);
      t.clock.advance(1000);
    }
    expect((await search(tag)).map((m) => m.id)).toEqual(ids.reverse());
  });

  it('answers 400 with a clear message for an empty, too short or too long search', async () => {
    const staff = await staffAs('support');
    for (const q of ['', 'a', '   ', 'x'.repeat(201)]) {
      const res = await staff.get(`/players?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/Type at (least 2|most 200) characters/);
    }
    const missing = await staff.get('/players');
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toMatch(/e-mail, a name, a player id/);
  });

  it("shows the player's profile, balances equal to the ledger with their postings, rounds with recall, payments and safer gambling", async () => {
    const player = await fundedPlayer(t.app, t.database.db, 50_00n);
    const game = await openGame(player.game, DICE);
    const round = await game.play(diceBet('1.00'));
    await game.play(diceBet('2.00'));
    const staff = await staffAs('support');
    const id = player.user.id;

    const page = (await staff.get(`/players/${id}`)).json<TStaffPlayer>();
    expect(page).toMatchObject({ id, email: player.email, currency: 'EUR', accountState: 'unconfirmed', documents: [] });
    expect(page.profile.email).toBe(player.email);

    const balances = (await staff.get(`/players/${id}/balances`)).json<TStaffPlayerBalances>();
    const ledger = await getPlayerBalances(t.database.db, id, 'EUR');
    const [eur] = balances.currencies;
    expect(eur).toMatchObject({
      currency: 'EUR',
      isDefault: true,
      real: (Number(ledger.real) / 100).toFixed(2),
      bonus: '0.00',
      held: '0.00',
    });
    // Every posting on the real account since it opened at zero: together, its balance.
    const real = eur!.postings.items.filter((p) => p.account === 'real');
    expect(sumMinor(real.map((p) => p.amount))).toBe(ledger.real);
    expect(real.map((p) => p.kind)).toContain('deposit');
    expect(real.filter((p) => p.kind === 'bet').map((p) => p.amount)).toEqual(['-2.00', '-1.00']);

    // Paged: the page after the first posting holds the rest, older ones only.
    const first = eur!.postings.items[0]!;
    const rest = (await staff.get(`/players/${id}/postings?currency=EUR&before=${first.id}`)).json<TStaffPostingPage>();
    expect(rest.items).toEqual(eur!.postings.items.slice(1));
    expect(rest.nextBefore).toBeNull();
    expect((await staff.get(`/players/${id}/postings?currency=XXX`)).statusCode).toBe(400);

    const rounds = (await staff.get(`/players/${id}/rounds`)).json<TBetHistoryResponse>();
    expect(rounds.total).toBe(2);
    expect(rounds.bets.map((b) => b.stake)).toEqual(['2.00', '1.00']);
    const recall = await staff.get(`/players/${id}/rounds/${round.id}`);
    expect(recall.statusCode, recall.body).toBe(200);
    const playersOwn = await player.profile.get(`/history/bet/round/${round.id}`);
    expect(recall.json<TBetRecall>()).toEqual(playersOwn.json<TBetRecall>());
    // Another player's round is not this player's.
    const stranger = await signUpPlayer(t.app);
    expect((await staff.get(`/players/${stranger.user.id}/rounds/${round.id}`)).statusCode).toBe(404);

    const payments = (await staff.get(`/players/${id}/payments`)).json<TStaffPlayerPayments>();
    expect(payments).toEqual({ deposits: [], withdrawals: [], addresses: [] });

    const safer = (await staff.get(`/players/${id}/safer-gambling`)).json<TStaffPlayerSaferGambling>();
    expect(safer).toMatchObject({ currency: 'EUR', playClosed: null, exclusions: [], markers: [], openCaseId: null });
  });

  it('answers 404 for an unknown player and 400 for an id that is not a UUID, on every section', async () => {
    const staff = await staffAs('support');
    for (const section of ['', '/balances', '/payments', '/withdrawal-security', '/rounds', '/safer-gambling', '/sessions', '/notes']) {
      const unknown = await staff.get(`/players/${randomUUID()}${section}`);
      expect(unknown.statusCode, section).toBe(404);
      expect(unknown.json<{ message: string }>().message).toBe('There is no player with this id.');
      expect((await staff.get(`/players/not-a-player${section}`)).statusCode, section).toBe(400);
    }
  });

  it("ends a player's session at once: their next call is signed out, and the audit trail says who did it", async () => {
    const player = await signUpPlayer(t.app);
    const [own] = (await player.profile.get('/profile/session')).json<TProfileSession[]>();
    const staff = await staffAs('support');
    const listed = (await staff.get(`/players/${player.user.id}/sessions`)).json<TStaffPlayerSessions>();
    expect(listed.items.map((s) => s.id)).toEqual([own!.id]);

    // A session of someone else is not this player's to end.
    const other = await signUpPlayer(t.app);
    const [otherSession] = (await other.profile.get('/profile/session')).json<TProfileSession[]>();
    expect((await staff.post(`/players/${player.user.id}/sessions/${otherSession!.id}/revoke`)).statusCode).toBe(404);
    expect((await other.profile.get('/profile/session')).statusCode).toBe(200);

    const revoked = await staff.post(`/players/${player.user.id}/sessions/${own!.id}/revoke`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json<TStaffPlayerSessions>().items).toEqual([]);
    expect((await player.profile.get('/profile/session')).statusCode).toBe(401);

    const [row] = await auditRowsOf(t, `player:${player.user.id}`);
    expect(row).toMatchObject({
      action: 'player.session.revoke',
      before: expect.objectContaining({ session: own!.id, status: 'live' }),
      after: expect.objectContaining({ session: own!.id, status: 'revoked' }),
    });
    // Ended already: a second revoke finds no live session.
    expect((await staff.post(`/players/${player.user.id}/sessions/${own!.id}/revoke`)).statusCode).toBe(404);
  });

  it('keeps staff notes with their author and the time, audited; refuses an empty or too long one', async () => {
    const player = await signUpPlayer(t.app);
    // The note's time is the API's clock, wherever a test moved it.
    t.clock.advance(400 * 86_400_000);
    const staff = await staffAs('compliance');
    const url = `/players/${player.user.id}/notes`;
    expect((await staff.post(url, { text: '   ' })).statusCode).toBe(400);
    expect((await staff.post(url, { text: 'x'.repeat(2001) })).statusCode).toBe(400);

    const before = t.clock.now().toISOString();
    const added = await staff.post(url, { text: '  Called about a late withdrawal.  ' });
    const after = t.clock.now().toISOString();
    expect(added.statusCode, added.body).toBe(200);
    const notes = added.json<TStaffPlayerNotes>().items;
    expect(notes).toEqual([
      {
        id: expect.any(String),
        author: { id: expect.any(String), email: expect.stringContaining('compliance') },
        at: expect.any(String),
        text: 'Called about a late withdrawal.',
      },
    ]);
    expect(notes[0]!.at >= before && notes[0]!.at <= after, `${notes[0]!.at} between ${before} and ${after}`).toBe(true);
    expect((await staff.get(url)).json<TStaffPlayerNotes>().items).toEqual(notes);
    const rows = await auditRowsOf(t, `player:${player.user.id}`);
    expect(rows).toEqual([
      expect.objectContaining({ action: 'player.note.add', after: { note: notes[0]!.id, text: 'Called about a late withdrawal.' } }),
    ]);
  });

  it('lets a role read but not change without players.write, and nobody in without a staff session', async () => {
    const player = await signUpPlayer(t.app);
    const marketing = await staffAs('marketing');
    expect((await marketing.get(`/players/${player.user.id}`)).statusCode).toBe(200);
    expect((await marketing.post(`/players/${player.user.id}/notes`, { text: 'Hello' })).statusCode).toBe(403);
    expect((await staffClient(t).get(`/players?q=${player.email}`)).statusCode).toBe(401);
  });
});
