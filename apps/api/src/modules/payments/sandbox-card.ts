// What the sandbox card gateway does with a card, as card gateways' test modes do with their test numbers.

export type CardForm = { cardNumber?: string; expiry?: string; cvc?: string; holder?: string };
export type CardDecision =
  { kind: 'invalid'; message: string } | { kind: 'challenge' } | { kind: 'paid' } | { kind: 'failed'; reason: string };

const OUTCOMES: Record<string, CardDecision> = {
  '4242424242424242': { kind: 'paid' },
  '4000002760003184': { kind: 'challenge' },
  '4000000000000002': { kind: 'failed', reason: 'Card declined' },
  '4000000000009995': { kind: 'failed', reason: 'Insufficient funds' },
};

/** The Luhn check digit rule every card number follows. */
export function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** The outcome of paying with `form` at `now`, or what to correct first. */
export function decideCard(form: CardForm, now: Date): CardDecision {
  const digits = (form.cardNumber ?? '').replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !isLuhnValid(digits)) return { kind: 'invalid', message: 'Enter a valid card number.' };
  const expiry = /^(0[1-9]|1[0-2])\s*\/?\s*(\d{2})$/.exec((form.expiry ?? '').trim());
  if (!expiry) return { kind: 'invalid', message: 'Enter the expiry date as MM/YY.' };
  // A card is valid to the end of its expiry month.
  const endOfMonth = Date.UTC(2000 + Number(expiry[2]), Number(expiry[1]), 1);
  if (endOfMonth <= now.getTime()) return { kind: 'invalid', message: 'This card has expired.' };
  if (!/^\d{3,4}$/.test((form.cvc ?? '').trim())) return { kind: 'invalid', message: 'Enter the 3 or 4 digit security code.' };
  return OUTCOMES[digits] ?? { kind: 'invalid', message: 'The sandbox knows only its test cards: use one listed below.' };
}
