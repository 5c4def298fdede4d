// The tests' clock is the one a running API uses under TEST_CLOCK=controlled.
export { createControlledClock as createTestClock, type ControlledClock as TestClock } from '../src/lib/clock';
