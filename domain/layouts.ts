// GET /layout/name: the label layouts by name (server/repositories/layouts.ts; the console's layout pickers).
import type { Layout } from './generated/types';

export interface LayoutName {
  layoutId: string;
  name: string;
  family: Layout['family'];
  kind: Layout['kind'];
  /** how many pages it has */
  pages: number;
}
