// The routes of the product screens (slice A): /product, /product/list/:storeCode, for src/App.tsx.
import type { ReactElement } from 'react';

export function productRoutes(): ReactElement[] {
  return [];
}
