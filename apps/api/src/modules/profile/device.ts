import Bowser from 'bowser';

const UNKNOWN_DEVICE = 'Unknown device';

/** "Chrome on Windows", "Safari on iOS": what a player recognises in their session list. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent?.trim()) return UNKNOWN_DEVICE;
  const { browser, os } = Bowser.parse(userAgent);
  const browserName = browser.name || undefined;
  const osName = os.name || undefined;
  if (browserName && osName) return `${browserName} on ${osName}`;
  return browserName ?? osName ?? UNKNOWN_DEVICE;
}
