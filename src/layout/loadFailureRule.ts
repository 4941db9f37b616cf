// What a failed load does, by page, as the spec lists them (doc 1 §6/§8, doc 2 §8, doc 3 §8): on the pages
// below, the 'Error' dialog shows the failure, then the user is logged out and the page reloads ('logout');
// on every other page the dialog shows and the page keeps its place ('stay'). A refused session (401) always
// drops the session without a dialog. Data the spec names drops the session wherever it loads (doc 2 §8: the
// alias configuration and a product list): its callers pass `critical`. The one place that decides;
// `useLoadFailure` applies it.
import { matchPath } from 'react-router-dom';

export type LoadFailureRule = 'logout' | 'stay';

interface PageRule {
  /** route pattern of src/App.tsx and the area routes files */
  route: string;
  /** where the spec says so */
  spec: string;
}

/** the pages whose load failures log the user out (every other page: 'stay') */
export const LOGOUT_PAGES: readonly PageRule[] = [
  { route: '/dashboard', spec: 'doc 1 §6, §8: dashboard' },
  { route: '/server', spec: 'doc 1 §6, §8: server' },
  { route: '/server/detail/:serverId', spec: 'doc 1 §6, §8: server' },
  { route: '/store', spec: 'doc 1 §6, §8: store' },
  { route: '/store/detail/:storeCode', spec: 'doc 1 §6, §8: store' },
  { route: '/store/:storeCode/gw/:gwMac', spec: 'doc 1 §6, §8: gateway' },
  { route: '/tag', spec: 'doc 1 §6, §8: tag' },
  { route: '/tag/detail/:storeCode', spec: 'doc 1 §6, §8: tag' },
  { route: '/tag/availability', spec: 'doc 1 §6, §8: tag' },
  { route: '/tag/:storeCode/:tagMac/:tagId/:kind/history', spec: 'doc 1 §6, §8: tag histories' },
  { route: '/setting/server-config', spec: 'doc 3 §8: config pages (Setting Server Error)' },
  { route: '/setting/store-config', spec: 'doc 3 §8: config pages (Setting Store Error)' },
  { route: '/setting/amac-config', spec: 'doc 3 §8: config pages (Setting Amac Error)' },
  { route: '/setting/alias-config', spec: 'doc 3 §8: config pages' },
  { route: '/setting/promotion', spec: 'doc 3 §8: config pages' },
  { route: '/plus/device', spec: 'doc 3 §8: the plus overview' },
  { route: '/plus/image', spec: 'doc 3 §8: the plus overview' },
  { route: '/plus/video', spec: 'doc 3 §8: the plus overview' },
  { route: '/plus/widget', spec: 'doc 3 §8: the plus overview' },
  { route: '/plus/template', spec: 'doc 3 §8: the plus overview' },
];

/** `critical`: data whose failure logs out on any page (doc 2 §8: the alias configuration, a product list) */
export function loadFailureRule(pathname: string, critical = false): LoadFailureRule {
  if (critical) return 'logout';
  return LOGOUT_PAGES.some(({ route }) => matchPath(route, pathname)) ? 'logout' : 'stay';
}

/** the HTTP status of a failed call, when it has one */
export function statusOf(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined;
}
