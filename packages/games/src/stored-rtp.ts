import { PROVEN_RTPS } from './proven-rtps';
import type { Title } from './titles/index';

/**
 * The proven RTP stored for a title of the catalogue (a value of `titles`), or undefined for any other
 * title object (e.g. one converted into another currency), whose figure must be computed.
 */
export function storedRtp(titles: Readonly<Record<string, Title>>, title: Title): string | undefined {
  const key = Object.keys(titles).find((candidate) => titles[candidate] === title);
  return key === undefined ? undefined : PROVEN_RTPS[key];
}
