import { MARKET_PROFILES, type TMarketProfile, type TStaffWelcomeOffer, type TStaffWelcomeOfferRequest } from '@casino/contracts';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { toMajorUnits } from '../../lib/money';
import { recordStaffAction } from '../audit';
import { PROFILES } from '../responsible-gaming';
import { parseWelcomeSection, type WelcomeSection } from './config';
import type { PromotionSettings, WelcomeOffer } from './settings';
import type { StaffAudit } from './staff-actor';
import { welcomeDepositOf } from './tiers';
import { overrideOffer } from './welcome-offers';
import {
  deleteWelcomeOfferRow,
  listWelcomeOfferRows,
  lockWelcomeOfferRow,
  upsertWelcomeOfferRow,
  type WelcomeOfferRow,
} from './welcome-offers-repo';

// The welcome offer per market profile from the console (decision 029, Bonuses): an override replaces the promotions
// file's offer for one profile until it is reset; each change is checked by the file's rules and audited.

const eur = (cents: bigint) => toMajorUnits(cents, 'EUR');

function viewOf(profile: TMarketProfile, offer: WelcomeOffer, row: WelcomeOfferRow | undefined): TStaffWelcomeOffer {
  const market = PROFILES[profile];
  return {
    profile,
    profileName: market.name,
    source: row ? 'override' : 'file',
    maximumBonusEur: eur(offer.maximumBonusEurCents),
    minimumDepositEur: eur(offer.minimumDepositEurCents),
    deposits: offer.deposits.map((d) => ({
      depositNumber: d.depositNumber,
      displayName: d.displayName,
      tiers: d.tiers.map((t) => ({
        id: t.id,
        upToEur: t.upToEurCents === null ? null : eur(t.upToEurCents),
        bonusPercent: t.bonusPercent,
        freeSpins: t.freeSpins,
      })),
    })),
    marketRules: { bonusOnlyAtFirstDeposit: market.bonusOnlyAtFirstDeposit, wageringMaxMultiple: market.bonusWageringMaxMultiple },
    updatedBy: row ? { id: row.updatedById, email: row.updatedByEmail } : null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** What the audit row keeps of an offer: its source and terms. */
const auditedOffer = ({ source, maximumBonusEur, deposits }: TStaffWelcomeOffer) => ({
  source,
  maximumBonusEur,
  deposits: deposits.map(({ depositNumber, tiers }) => ({ depositNumber, tiers: tiers.map(({ id: _id, ...terms }) => terms) })),
});

/** Every market profile's offer in force, in the profiles' order. */
export async function listStaffWelcomeOffers(db: Db, settings: PromotionSettings): Promise<TStaffWelcomeOffer[]> {
  const rows = new Map((await listWelcomeOfferRows(db)).map((row) => [row.profile, row]));
  return MARKET_PROFILES.map((profile) => {
    const row = rows.get(profile);
    return viewOf(profile, row ? overrideOffer(row, settings) : settings.welcome, row);
  });
}

/**
 * The form as the file's `welcome` section: each deposit keeps the file's name for its number (what players see), and
 * each tier gets an id of its own profile, deposit and place.
 */
function sectionOf(profile: TMarketProfile, input: TStaffWelcomeOfferRequest, file: WelcomeOffer): WelcomeSection {
  return {
    maximumBonusEur: input.maximumBonusEur,
    deposits: input.deposits.map(({ depositNumber: n, tiers }) => {
      const known = welcomeDepositOf(file, n);
      return {
        depositNumber: n,
        displayName: known?.displayName ?? `Deposit ${n}`,
        eventName: known?.eventName ?? `DEPOSIT_${Number.isSafeInteger(n) && n > 0 ? n : 'X'}`,
        tiers: tiers.map((tier, t) => ({ id: `${profile}-welcome-${n}-${t + 1}`, ...tier })),
      };
    }),
  };
}

async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((handle) => work(handle as unknown as Db));
}

/** Sets the profile's offer; a 400 names every rule the offer breaks, and nothing changes. */
export async function setWelcomeOffer(
  db: Db,
  settings: PromotionSettings,
  profile: TMarketProfile,
  input: TStaffWelcomeOfferRequest,
  audit: StaffAudit,
): Promise<TStaffWelcomeOffer> {
  const section = sectionOf(profile, input, settings.welcome);
  const parsed = parseWelcomeSection(section, settings.welcome.minimumDepositEurCents);
  if ('problems' in parsed) {
    throw new HttpError(
      400,
      `The offer was not saved: ${parsed.problems.join('; ')}`,
      parsed.problems.map((problem) => ({ field: problem.slice(0, problem.indexOf(':')), message: problem })),
    );
  }
  return inTransaction(db, async (tx) => {
    const before = await lockWelcomeOfferRow(tx, profile);
    const row = await upsertWelcomeOfferRow(tx, {
      profile,
      offer: section,
      updatedById: audit.entry.actorId!,
      updatedByEmail: audit.entry.actor,
      updatedAt: audit.clock.now(),
    });
    const after = viewOf(profile, parsed.offer, row);
    await recordStaffAction(
      tx,
      audit.clock,
      {
        ...audit.entry,
        action: 'welcome-offer.set',
        target: `welcome-offer:${profile}`,
        before: auditedOffer(viewOf(profile, before ? overrideOffer(before, settings) : settings.welcome, before)),
        after: auditedOffer(after),
      },
      audit.log,
    );
    return after;
  });
}

/** Back to the file's offer; a profile already on it changes nothing and writes no audit row. */
export async function resetWelcomeOffer(
  db: Db,
  settings: PromotionSettings,
  profile: TMarketProfile,
  audit: StaffAudit,
): Promise<TStaffWelcomeOffer> {
  return inTransaction(db, async (tx) => {
    const before = await lockWelcomeOfferRow(tx, profile);
    const after = viewOf(profile, settings.welcome, undefined);
    if (!before) return after;
    await deleteWelcomeOfferRow(tx, profile);
    await recordStaffAction(
      tx,
      audit.clock,
      {
        ...audit.entry,
        action: 'welcome-offer.reset',
        target: `welcome-offer:${profile}`,
        before: auditedOffer(viewOf(profile, overrideOffer(before, settings), before)),
        after: auditedOffer(after),
      },
      audit.log,
    );
    return after;
  });
}
