'use client';
import { lazyComponent } from '@/components/ui/lazy-component';
import { useWinners } from '../api/get-winners';
import type { WinnerLists } from './winners-list';

// The rail's markup and money formatting load once there is a win to show.
const WinnersList = lazyComponent(() => import('./winners-list').then((m) => m.WinnersList));

/**
 * The lobby's live wins: real settled real-money rounds, asked for again every 30 s while the page is open. Nothing
 * is shown until there is a win to show: no placeholder winners.
 */
export function WinnersRail() {
  const latest = useWinners('latest');
  const top = useWinners('top');
  const lists: WinnerLists = { latest: latest.data ?? [], top: top.data ?? [] };
  if (lists.latest.length === 0 && lists.top.length === 0) return null;
  return <WinnersList lists={lists} />;
}
