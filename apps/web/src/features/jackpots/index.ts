// The lobby's jackpot pools, live from the API.
export { JackpotStrip } from './components/jackpot-strip';
