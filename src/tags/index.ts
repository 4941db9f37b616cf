// The tags area (doc 1 §2.7-2.8): the store list, a store's tags, availability and a tag's five histories,
// guarded by tag read.
import LabelIcon from '@mui/icons-material/Label';
import { lazy } from 'react';
import { withProps, type ConsoleArea } from '../shared/consoleArea';
import { HISTORY_KINDS } from './history/historyKinds';

const TagHistoryPage = lazy(() => import('./history/TagHistoryPage'));

export const tagsArea: ConsoleArea = {
  routes: [
    { path: '/tag', page: lazy(() => import('./status/TagStatusPage')), privilege: 'tag' },
    { path: '/tag/detail/:storeCode', page: lazy(() => import('./detail/TagDetailPage')), privilege: 'tag' },
    {
      path: '/tag/availability',
      page: lazy(() => import('./availability/TagAvailabilityPage')),
      privilege: 'tag',
    },
    ...HISTORY_KINDS.map((kind) => ({
      path: `/tag/:storeCode/:tagMac/:tagId/${kind}/history`,
      page: withProps(TagHistoryPage, { kind }),
      privilege: 'tag',
    })),
  ],
  menu: [
    { name: 'tags', label: 'app.menu.tags', icon: LabelIcon, path: '/tag', privilege: 'tag', order: 60 },
  ],
};
