export { GeoGate } from './components/geo-gate';
