// The game platform: provably fair seeds and the floats a round is drawn from.
export { fairnessRoutes } from './routes';
export { takeNextFloats, type TakenFloats } from './service';
