// The lobby's live wins rail (ISSUE 11 point 8).
export { WinnersRail } from './components/winners-rail';
