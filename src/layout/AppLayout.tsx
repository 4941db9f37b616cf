import { Suspense, type ReactNode } from 'react';
import { Layout } from 'react-admin';
import { Box } from '@mui/material';
import { SessionGuard } from '../auth/SessionGuard';
import { DownloadProvider } from '../downloads/DownloadProvider';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { AppMenu } from './AppMenu';
import { PageLoading } from './PageLoading';

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <SessionGuard>
      <DownloadProvider>
        <Layout
          appBar={AppHeader}
          menu={AppMenu}
          sx={{
            minWidth: 0,
            '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 },
          }}
        >
          <Box
            sx={{
              display: 'flex',
              flexDirection: 'column',
              minHeight: 'calc(100vh - 64px)',
              minWidth: 0,
              width: '100%',
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Suspense fallback={<PageLoading />}>{children}</Suspense>
            </Box>
            <AppFooter />
          </Box>
        </Layout>
      </DownloadProvider>
    </SessionGuard>
  );
}
