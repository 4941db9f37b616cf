// What a console area declares in its index.ts (issue 34 §6): its routes and its sidebar entries, read by
// src/App.tsx (the routes, the react-admin resources) and the sidebar (src/layout/AppMenu.tsx), so a screen's
// path and privilege are written once, in the folder of its area.
import type { SvgIconComponent } from '@mui/icons-material';
import { createElement, type ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';

export interface AreaRoute {
  path: string;
  /** the page; the route shows it only to a user with read on `privilege` (src/auth/RequirePrivilege.tsx) */
  page: ComponentType;
  privilege: string;
}

export interface MenuEntry {
  /** the entry's test id is `menu-<name>` */
  name: string;
  /** i18n key of the sidebar label (also the header title of the entry's pages: src/layout/AreaTitle.tsx) */
  label: string;
  icon: SvgIconComponent;
  path: string;
  privilege: string;
  /** the sidebar lists its entries by this number, smallest first */
  order: number;
  /** only role 0 sees it (the mail outbox) */
  superOnly?: boolean;
}

export interface ConsoleArea {
  routes: AreaRoute[];
  menu: MenuEntry[];
  /** react-admin resources of the schema-generated views (members, roles); their pages guard themselves */
  resources?: ResourceProps[];
}

/** a page shown with fixed props (one component several routes show in different kinds) */
export function withProps<P extends object>(Page: ComponentType<P>, props: P): ComponentType {
  const Bound = () => createElement(Page, props);
  Bound.displayName = `WithProps(${Page.displayName ?? Page.name ?? 'Page'})`;
  return Bound;
}
