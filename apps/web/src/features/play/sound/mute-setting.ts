/** Where the game client keeps the player's sound choice: one key for every title, kept across visits. */
export const MUTED_KEY = 'casino.play.soundMuted';

type SettingStore = Pick<Storage, 'getItem' | 'setItem'>;

/** The player's choice; sound is on until they turn it off, and on when storage cannot be read. */
export function readMuted(storage: SettingStore | undefined): boolean {
  try {
    return storage?.getItem(MUTED_KEY) === 'true';
  } catch {
    // Storage refused (a privacy mode): the choice lasts for this page only.
    return false;
  }
}

export function writeMuted(storage: SettingStore | undefined, muted: boolean): void {
  try {
    storage?.setItem(MUTED_KEY, String(muted));
  } catch {
    // As above: the toggle still works for this page.
  }
}
