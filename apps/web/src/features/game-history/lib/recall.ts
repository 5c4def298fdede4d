import type { TBetRecall, TPlayRound } from '@casino/contracts';
import { bingoRows } from '@/lib/bingo-card';
import { formatMoney } from '@/lib/money';
import { t } from '@/lib/i18n';
import { cardLabel } from '@/lib/playing-card';
import { virtualSportsSteps } from './recall-virtual-sports';

// Game recall, as text and grids: what the player staked and saw in each step of a stored round.
// Pure, so the page only lays it out.

export type RecallFact = { label: string; value: string };
export type RecallCell = { label: string; isHighlighted: boolean };
export type RecallStep = { title: string; facts: RecallFact[]; grid?: RecallCell[][] };

const K = 'gameHistory.recall';

/** a + b − c for decimal strings of one currency (the API gives each with all its decimals). */
export function addDecimals(a: string, b: string, minus: string): string {
  const scale = Math.max(...[a, b, minus].map((v) => v.split('.')[1]?.length ?? 0));
  const toScaled = (v: string) => {
    const negative = v.startsWith('-');
    const [whole = '0', fraction = ''] = v.replace('-', '').split('.');
    const scaled = BigInt(whole + fraction.padEnd(scale, '0'));
    return negative ? -scaled : scaled;
  };
  const sum = toScaled(a) + toScaled(b) - toScaled(minus);
  const digits = (sum < 0n ? -sum : sum).toString().padStart(scale + 1, '0');
  const text = scale ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
  return sum < 0n ? `-${text}` : text;
}

/** The wallet before and after the round: before = after + stake − win − jackpot won (null while the round is open). */
export function roundBalances(round: TPlayRound): { start: string; end: string } | null {
  if (round.balanceAfter === null) return null;
  const beforeJackpot = round.jackpotWin === undefined ? round.balanceAfter : addDecimals(round.balanceAfter, '0', round.jackpotWin);
  return { start: addDecimals(beforeJackpot, round.stake, round.win), end: round.balanceAfter };
}

/** /provably-fair checks a round named in its address, once its server seed is revealed. */
export function verifyUrl(round: TPlayRound): string | null {
  return round.fairness.serverSeed === null ? null : `/provably-fair?round=${encodeURIComponent(round.id)}`;
}

const money = (round: TPlayRound) => (amount: string) => formatMoney(amount, round.currency);
const multiplier = (m: number) => `×${m}`;
const grid = (rows: string[][], isHighlighted: (row: number, column: number) => boolean): RecallCell[][] =>
  rows.map((cells, row) => cells.map((label, column) => ({ label, isHighlighted: isHighlighted(row, column) })));
const chunk = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

type Spot = Extract<TPlayRound, { family: 'roulette' }>['bet']['spots'][number];
/** "Straight 17", "Red", "Dozen 2". */
export function describeSpot(spot: Spot): string {
  const name = t(`${K}.spots.${spot.kind}`);
  if (spot.numbers?.length) return `${name} ${spot.numbers.join(', ')}`;
  return spot.which ? `${name} ${spot.which}` : name;
}

/** Every step of the round, in the order the player saw them. */
export function describeSteps(round: TPlayRound): RecallStep[] {
  const fmt = money(round);
  switch (round.family) {
    case 'slots':
      return round.steps.map((step) => {
        const won = new Set([...step.wins.flatMap((w) => w.positions), ...step.scatter.positions].map(([reel, row]) => `${reel}:${row}`));
        const rows = (step.window[0] ?? []).map((_, row) => step.window.map((reel) => reel[row] ?? ''));
        const facts: RecallFact[] = step.wins.map((w) => ({
          label:
            w.line === null
              ? t(`${K}.ways`, { count: w.count, symbol: w.symbol, ways: w.ways })
              : t(`${K}.line`, { line: w.line + 1, count: w.count, symbol: w.symbol }),
          value: fmt(w.amount),
        }));
        if (step.scatter.count > 0)
          facts.push({ label: t(`${K}.scatters`, { count: step.scatter.count }), value: fmt(step.scatter.amount) });
        if (step.freeSpinsAwarded > 0) facts.push({ label: t(`${K}.freeSpinsAwarded`), value: String(step.freeSpinsAwarded) });
        facts.push({ label: t(`${K}.stepWin`), value: fmt(step.win) });
        const title =
          step.freeSpin === 0
            ? t(`${K}.spin`)
            : t(`${K}.freeSpin`, { spin: step.freeSpin, total: step.freeSpinsTotal, multiplier: multiplier(step.multiplier) });
        return { title, facts, grid: grid(rows, (row, reel) => won.has(`${reel}:${row}`)) };
      });
    case 'roulette':
      return round.steps.map((step) => ({
        title: t(`${K}.pocket`, { pocket: step.pocket, colour: t(`${K}.colours.${step.colour}`) }),
        facts: round.bet.spots.map((spot, i) => ({
          label: t(`${K}.spotBet`, { spot: describeSpot(spot), amount: fmt(spot.amount) }),
          value: fmt(step.wins[i] ?? '0'),
        })),
      }));
    case 'dice':
      return round.steps.map((step) => ({
        title: t(`${K}.roll`, { roll: (step.roll / 100).toFixed(2) }),
        facts: [
          { label: t(`${K}.diceBet`), value: t(`${K}.dice.${step.direction}`, { target: (step.target / 100).toFixed(2) }) },
          { label: t(`${K}.multiplier`), value: multiplier(step.multiplier) },
          { label: t(`${K}.result`), value: t(step.isWin ? `${K}.won` : `${K}.lost`) },
        ],
      }));
    case 'mines': {
      const mines = new Set(round.steps.flatMap((s) => (s.kind === 'board' ? s.mines : [])));
      const revealed = new Set(round.steps.flatMap((s) => (s.kind === 'reveal' ? [s.tile] : [])));
      const tiles = Array.from({ length: 25 }, (_, i) => (mines.has(i) ? '✹' : revealed.has(i) ? '◆' : '·'));
      const facts: RecallFact[] = round.steps.flatMap((s): RecallFact[] => {
        if (s.kind === 'reveal')
          return [{ label: t(`${K}.tile`, { tile: s.tile + 1 }), value: s.isMine ? t(`${K}.mine`) : multiplier(s.multiplier) }];
        if (s.kind === 'cashOut') return [{ label: t(`${K}.cashOut`), value: multiplier(s.multiplier) }];
        return [];
      });
      return [
        {
          title: t(`${K}.minesBoard`, { mines: round.bet.mines }),
          facts,
          grid: grid(chunk(tiles, 5), (row, column) => revealed.has(row * 5 + column)),
        },
      ];
    }
    case 'plinko':
      return round.steps.map((step) => ({
        title: t(`${K}.plinkoSlot`, { slot: step.slot + 1 }),
        facts: [
          { label: t(`${K}.plinkoBoard`), value: t(`${K}.plinkoRows`, { rows: round.bet.rows, risk: t(`${K}.risk.${round.bet.risk}`) }) },
          { label: t(`${K}.path`), value: step.path.map((p) => (p === 'left' ? 'L' : 'R')).join(' ') },
          { label: t(`${K}.multiplier`), value: multiplier(step.multiplier) },
        ],
      }));
    case 'scratch':
      return round.steps.map((step) => ({
        title: t(`${K}.ticket`),
        facts: [
          {
            label: t(`${K}.prize`),
            value: step.prize ? `${step.prize.symbol} ${multiplier(step.prize.multiplier)}` : t(`${K}.noPrize`),
          },
        ],
        grid: grid(chunk(step.grid, 3), (row, column) => step.winningCells.includes(row * 3 + column)),
      }));
    case 'videoPoker': {
      // The deck's ten cards are for the verifier; the player saw the deal, then the draw, held cards marked.
      const hold = round.steps.find((step) => step.kind === 'draw')?.hold ?? null;
      const cardsRow = (cards: string[]) => grid([cards.map(cardLabel)], (_, column) => hold?.[column] ?? false);
      return round.steps.flatMap((step): RecallStep[] => {
        if (step.kind === 'deal') {
          const held = hold
            ? step.cards
                .filter((_, i) => hold[i])
                .map(cardLabel)
                .join(' ')
            : '';
          return [
            { title: t(`${K}.deal`), facts: [{ label: t(`${K}.held`), value: held || t(`${K}.heldNone`) }], grid: cardsRow(step.cards) },
          ];
        }
        if (step.kind === 'draw')
          return [
            {
              title: t(`${K}.draw`),
              facts: [
                { label: t(`${K}.hand`), value: step.hand ? t(`play.videoPoker.hands.${step.hand}`) : t(`${K}.noHand`) },
                { label: t(`${K}.multiplier`), value: multiplier(step.multiplier) },
              ],
              grid: cardsRow(step.cards),
            },
          ];
        return [];
      });
    }
    case 'lottery':
      // The ticket with its hits lit (a bingo card as its five columns), then the numbers in the order drawn.
      return round.steps.map((step) => {
        const isBingo = round.bet.picks.length === 0;
        const hit = new Set(step.hits);
        const rows = isBingo ? bingoRows(step.ticket) : [step.ticket];
        return {
          title: t(`${K}.lotteryDraw`),
          facts: [
            { label: t(`${K}.lotteryDrawn`), value: step.drawn.join(' ') },
            { label: t(`${K}.lotteryHits`), value: `${step.hits.length}${step.hits.length ? ` (${step.hits.join(' ')})` : ''}` },
            { label: t(`${K}.multiplier`), value: multiplier(step.multiplier) },
          ],
          grid: grid(
            rows.map((cells) => cells.map((n) => (n === 0 ? '★' : String(n)))),
            (row, column) => (rows[row]![column] === 0 && isBingo) || hit.has(rows[row]![column]!),
          ),
        };
      });
    case 'threeCardPoker': {
      // The six cards are for the verifier; the player saw the deal, then the dealer's cards and the bets settled.
      const TC = 'play.threeCardPoker';
      const cardsRow = (cards: string[]) => grid([cards.map(cardLabel)], () => false);
      return round.steps.flatMap((step): RecallStep[] => {
        if (step.kind === 'deal')
          return [
            {
              title: t(`${K}.deal`),
              facts: [
                { label: t(`${TC}.bets.ante`), value: fmt(step.ante) },
                { label: t(`${TC}.bets.pairPlus`), value: fmt(step.pairPlus) },
                { label: t(`${K}.hand`), value: t(`${TC}.hands.${step.hand}`) },
              ],
              grid: cardsRow(step.cards),
            },
          ];
        if (step.kind === 'showdown') {
          const pays = step.pays;
          return [
            {
              title: t(`${K}.showdown`, { decision: t(`${TC}.${step.decision}`) }),
              facts: [
                {
                  label: t(`${TC}.dealer`),
                  value: step.qualifies ? t(`${TC}.hands.${step.dealerHand}`) : t(`${TC}.notQualifying`),
                },
                ...(step.outcome
                  ? [{ label: t(`${K}.result`), value: t(`${TC}.results.${step.outcome === 'tie' ? 'push' : step.outcome}`) }]
                  : []),
                { label: t(`${TC}.bets.ante`), value: fmt(pays.ante) },
                ...(step.decision === 'play'
                  ? [
                      { label: t(`${TC}.bets.play`), value: fmt(pays.play) },
                      { label: t(`${TC}.bets.anteBonus`), value: fmt(pays.anteBonus) },
                    ]
                  : []),
                { label: t(`${TC}.bets.pairPlus`), value: fmt(pays.pairPlus) },
              ],
              grid: cardsRow(step.dealer),
            },
          ];
        }
        return [];
      });
    }
    case 'casinoHoldem': {
      // The nine cards are for the verifier; the player saw the deal and flop, then the board, the dealer and the bets settled.
      const CH = 'play.casinoHoldem';
      const cardsRow = (cards: string[]) => grid([cards.map(cardLabel)], () => false);
      return round.steps.flatMap((step): RecallStep[] => {
        if (step.kind === 'deal')
          return [
            {
              title: t(`${K}.deal`),
              facts: [
                { label: t(`${CH}.bets.ante`), value: fmt(step.ante) },
                { label: t(`${CH}.bets.aaBonus`), value: fmt(step.aaBonus) },
                { label: t(`${CH}.flop`), value: step.flop.map(cardLabel).join(' ') },
                { label: t(`${K}.hand`), value: t(`play.cards.hands.${step.hand}`) },
              ],
              grid: cardsRow(step.cards),
            },
          ];
        if (step.kind === 'showdown') {
          const pays = step.pays;
          return [
            {
              title: t(`${K}.showdown`, { decision: t(`${CH}.${step.decision}`) }),
              facts: [
                { label: t(`${CH}.board`), value: step.board.map(cardLabel).join(' ') },
                { label: t(`${K}.hand`), value: t(`play.cards.hands.${step.hand}`) },
                {
                  label: t(`${CH}.dealer`),
                  value: step.qualifies ? t(`play.cards.hands.${step.dealerHand}`) : t(`${CH}.notQualifying`),
                },
                ...(step.outcome
                  ? [{ label: t(`${K}.result`), value: t(`${CH}.results.${step.outcome === 'tie' ? 'push' : step.outcome}`) }]
                  : []),
                { label: t(`${CH}.bets.ante`), value: fmt(pays.ante) },
                ...(step.decision === 'call' ? [{ label: t(`${CH}.bets.call`), value: fmt(pays.call) }] : []),
                { label: t(`${CH}.bets.aaBonus`), value: fmt(pays.aaBonus) },
              ],
              grid: cardsRow(step.dealer),
            },
          ];
        }
        return [];
      });
    }
    case 'fishing':
      // One shot: the target aimed at, its multiplier, and whether it was caught.
      return round.steps.map((step) => ({
        title: t(`${K}.${step.caught ? 'fishCaught' : 'fishEscaped'}`, { target: step.name }),
        facts: [
          { label: t(`${K}.fishTarget`), value: `${step.name} ${multiplier(step.multiplier)}` },
          { label: t(`${K}.fishWin`), value: fmt(round.win) },
        ],
      }));
    case 'craps': {
      // The dice of every face are for the verifier; the player saw the bets, each roll and what it settled.
      const CR = 'play.craps';
      const betName = (bet: string) =>
        bet === 'line' ? t(`${CR}.spots.${round.bet.line}`) : bet === 'odds' ? t(`${CR}.odds`) : t(`${CR}.spots.${bet}`);
      return round.steps.flatMap((step): RecallStep[] => {
        if (step.kind === 'bets') {
          const staked = [
            { label: t(`${CR}.spots.${step.line}`), value: fmt(step.amount) },
            ...(Number(step.field) > 0 ? [{ label: t(`${CR}.spots.field`), value: fmt(step.field) }] : []),
            ...Object.entries(step.place).map(([n, amount]) => ({ label: t(`${CR}.spots.place${n}`), value: fmt(amount!) })),
            ...Object.entries(step.hardways).map(([n, amount]) => ({ label: t(`${CR}.spots.hard${n}`), value: fmt(amount!) })),
          ];
          return [{ title: t(`${K}.crapsBets`), facts: staked }];
        }
        if (step.kind === 'odds') return [{ title: t(`${CR}.odds`), facts: [{ label: t(`${K}.crapsStaked`), value: fmt(step.amount) }] }];
        if (step.kind === 'come')
          return [{ title: t(`${CR}.spots.${step.bet}`), facts: [{ label: t(`${K}.crapsStaked`), value: fmt(step.amount) }] }];
        if (step.kind !== 'roll') return [];
        const [a, b] = step.dice;
        return [
          {
            title: t(`${K}.crapsRoll`, { a, b, total: a + b }),
            facts: [
              { label: t(`${K}.crapsPoint`), value: step.point === null ? t(`${CR}.off`) : t(`${CR}.on`, { point: step.point }) },
              ...step.results.map((result) => ({
                label: `${betName(result.bet)}: ${t(`${CR}.results.${result.outcome}`)}`,
                value: fmt(result.paid),
              })),
            ],
          },
        ];
      });
    }
    case 'blackjack': {
      // The shoe is for the verifier; the player saw the table after the deal and after each decision.
      const BJ = 'play.blackjack';
      return round.steps.flatMap((step): RecallStep[] => {
        if (step.kind !== 'table') return [];
        const isSettled = step.phase === 'settled';
        const facts: RecallFact[] = step.hands.map((hand, i) => ({
          label: t(`${K}.blackjackHand`, { number: i + 1, total: hand.total }),
          value: hand.cards.map(cardLabel).join(' '),
        }));
        facts.push({ label: t(`${K}.blackjackDealer`, { total: step.dealerTotal }), value: step.dealer.map(cardLabel).join(' ') });
        if (step.insurance !== null)
          facts.push({
            label: t(`${K}.blackjackInsurance`),
            value: Number(step.insurance) > 0 ? `${fmt(step.insurance)} → ${fmt(step.insurancePays)}` : t(`${K}.blackjackDeclined`),
          });
        if (isSettled)
          step.hands.forEach((hand, i) =>
            facts.push({
              label: t(`${K}.blackjackHandResult`, { number: i + 1, outcome: t(`${BJ}.outcomes.${hand.outcome ?? 'lose'}`) }),
              value: `${fmt(hand.stake)} → ${fmt(hand.pays)}`,
            }),
          );
        return [{ title: t(`${BJ}.after.${step.after}`), facts }];
      });
    }
    case 'cardDuel':
      // Both hands as dealt (a third card last), then what each spot staked returned.
      return round.steps.map((step) => {
        const isBaccarat = step.player.length + step.banker.length > 2;
        const side = (spot: 'player' | 'banker' | 'tie') => t(`play.cardDuel.${isBaccarat ? 'spots' : 'duel'}.${spot}`);
        const hand = (spot: 'player' | 'banker', total: number) =>
          isBaccarat ? t(`${K}.cardHandTotal`, { hand: side(spot), total }) : side(spot);
        return {
          title: step.outcome === 'tie' ? t(`${K}.cardTie`) : t(`${K}.cardWinner`, { side: side(step.outcome) }),
          facts: [
            { label: hand('player', step.playerTotal), value: step.player.map(cardLabel).join(' ') },
            { label: hand('banker', step.bankerTotal), value: step.banker.map(cardLabel).join(' ') },
            ...round.bet.spots.map((spot, i) => ({
              label: t(`${K}.spotBet`, { spot: side(spot.spot), amount: fmt(spot.amount) }),
              value: fmt(step.wins[i] ?? '0'),
            })),
          ],
          // The winning hand's row lit.
          grid: grid([step.player.map(cardLabel), step.banker.map(cardLabel)], (row) => step.outcome === ['player', 'banker'][row]),
        };
      });
    case 'crash':
      // The live round's number and bust, then where the bet left it (cashed out, or caught by the bust).
      return round.steps.map((step) => ({
        title: step.bust
          ? t(`${K}.crashBust`, { number: round.bet.roundNumber, multiplier: step.bust.crash })
          : t(`${K}.crashRound`, { number: round.bet.roundNumber }),
        facts: [
          ...(round.bet.autoCashOut ? [{ label: t(`${K}.crashAuto`), value: `×${round.bet.autoCashOut}` }] : []),
          { label: t(`${K}.crashCashedOut`), value: step.cashedOutAt ? `×${step.cashedOutAt}` : t(`${K}.crashStillIn`) },
        ],
      }));
    case 'virtualSports':
      return virtualSportsSteps(round);
  }
}

/** The round's own figures above its steps. */
export function recallFacts({ entry, round }: TBetRecall): RecallFact[] {
  const fmt = money(round);
  const balances = roundBalances(round);
  return [
    { label: t(`${K}.game`), value: `${entry.gameName} · ${entry.provider}` },
    ...(balances ? [{ label: t(`${K}.startBalance`), value: fmt(balances.start) }] : []),
    { label: t(`${K}.stake`), value: fmt(round.stake) },
    { label: t(`${K}.win`), value: fmt(round.win) },
    ...(round.jackpotWin === undefined ? [] : [{ label: t(`${K}.jackpotWin`), value: fmt(round.jackpotWin) }]),
    ...(balances ? [{ label: t(`${K}.endBalance`), value: fmt(balances.end) }] : []),
  ];
}
