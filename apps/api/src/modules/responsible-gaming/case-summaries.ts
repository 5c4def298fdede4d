import { PLAYER_LIMITS, type TPlayerLimit } from '@casino/contracts';
import { limitName } from './limit-values';

// Each step of a safer-gambling case in words, for the console's history.

type Details = Record<string, unknown>;

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const staffRef = (v: unknown) => (v && typeof v === 'object' && 'email' in v ? text((v as { email: unknown }).email) : '');

function limitWords(d: Details): string {
  const limit = (PLAYER_LIMITS as readonly string[]).includes(text(d.limit)) ? (d.limit as TPlayerLimit) : null;
  const name = limit ? limitName(limit) : 'limit';
  const value = (v: unknown) => (limit === 'session_time' ? `${text(v)} minutes` : `${text(v)} ${text(d.currency)}`);
  const capitalised = name.charAt(0).toUpperCase() + name.slice(1);
  if (d.keptPlayersOwn === true) {
    return `${capitalised} held at the player's own ${value(d.value)} (lower than the ${value(d.asked)} asked); the player cannot raise it until the case is closed.`;
  }
  return `${capitalised} set to ${value(d.value)}${d.before ? ` (was ${value(d.before)})` : ''}; the player cannot raise it until the case is closed.`;
}

const SUMMARIES: Record<string, (d: Details) => string> = {
  opened: () => 'Case opened.',
  marker: (d) => `Marker: ${text(d.kind).replace(/_/g, ' ')} (${text(d.strength)}).`,
  assigned: (d) => `Assigned to ${staffRef(d.to)}${d.from ? ` (was ${staffRef(d.from)})` : ''}.`,
  note: (d) => `Note: ${text(d.note)}`,
  interaction_sent: (d) => `Message sent to the player: ${text(d.message)}`,
  interaction_acknowledged: () => 'The player acknowledged the message.',
  limit_imposed: limitWords,
  account_closed: (d) => `Account closed: ${text(d.reason)}`,
  closed: (d) => `Case closed: ${text(d.outcome)}`,
};

/** The step in words; the action's name for one this file does not know. */
export function caseStepSummary(action: string, details: Details): string {
  return SUMMARIES[action]?.(details) ?? action.replace(/_/g, ' ');
}
