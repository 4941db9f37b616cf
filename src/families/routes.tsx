// The routes of the family product screens (slice B): /family-product, for src/App.tsx.
import type { ReactElement } from 'react';

export function familyRoutes(): ReactElement[] {
  return [];
}
