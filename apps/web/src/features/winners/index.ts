// The lobby's live wins strip (ISSUE 11 point 8).
export { WinnersStrip } from './components/winners-strip';
