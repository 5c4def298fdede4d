import { SLOT_ART_LOADERS, type SlotArt } from '@casino/art';
import { useEffect, useState } from 'react';

/**
 * A slot title's symbol art, fetched as the title's own chunk once its screen shows (a title's icons never ride
 * along with another title, nor with the client's first load). Null until it has arrived, or when the title has
 * no art of its own (the reels then keep their neutral placeholder cells).
 */
export function useSlotArt(titleKey: string): SlotArt | null {
  const [loaded, setLoaded] = useState<{ titleKey: string; art: SlotArt } | null>(null);
  useEffect(() => {
    const load = SLOT_ART_LOADERS[titleKey];
    if (!load) return;
    let isCurrent = true;
    // A chunk that fails to arrive (the connection dropped) leaves the placeholders: the game plays the same.
    load().then(
      (module) => {
        if (isCurrent) setLoaded({ titleKey, art: module.default });
      },
      () => {},
    );
    return () => {
      isCurrent = false;
    };
  }, [titleKey]);
  return loaded?.titleKey === titleKey ? loaded.art : null;
}
