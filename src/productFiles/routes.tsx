// The routes of the product file and second-code screens (slice D): upload history and detail, second codes, for src/App.tsx.
import type { ReactElement } from 'react';

export function productFileRoutes(): ReactElement[] {
  return [];
}
