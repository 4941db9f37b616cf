import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';

// findBy*/waitFor wait for a state, not a time: on a busy 2-core machine a dialog may take seconds to settle, so
// the wait is bounded by the test's own timeout (vitest.config.ts) rather than testing-library's 1 s default.
configure({ asyncUtilTimeout: 15_000 });
