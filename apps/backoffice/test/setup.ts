import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Globals are off in this repository, so Testing Library cannot register its own clean-up.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
