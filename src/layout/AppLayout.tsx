// The console's frame: react-admin's layout parts (app bar, sidebar with the menu, skip link, error page)
// composed here rather than through react-admin's <Layout>. That component also mounts the preferences
// Inspector, which reads document.body.clientWidth on every render (a forced layout in the middle of the
// first render after login) and serves configurable views this console does not use; and its app bar hides
// on scroll through a scroll listener that forces layout again. Issue 9: login to the first dashboard chart.
import { Suspense, useState, type ErrorInfo, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Error as ErrorPage, LayoutClasses, Sidebar, SkipNavigationButton, useTranslate } from 'react-admin';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import { SessionGuard } from '../auth/SessionGuard';
import { DownloadProvider } from '../downloads/DownloadProvider';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { AppMenu } from './AppMenu';
import { PageLoading } from './PageLoading';

/** react-admin's layout styles (ra-ui-materialui Layout.tsx), with the minimum widths the tables need */
const frameSx = {
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  bgcolor: 'background.default',
  position: 'relative',
  width: '100%',
  minWidth: 0,
  [`& .${LayoutClasses.appFrame}`]: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    mt: { xs: 7, sm: 6 },
  },
  [`& .${LayoutClasses.contentWithSidebar}`]: { display: 'flex', flexGrow: 1 },
  [`& .${LayoutClasses.content}`]: {
    bgcolor: 'background.default',
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    p: 0,
    px: 1,
  },
  [`& .${LayoutClasses.appFrame}, & .${LayoutClasses.contentWithSidebar}, & .${LayoutClasses.content}`]: {
    minWidth: 0,
  },
} as const;

/**
 * what failed and where, folded under the error page in every build (react-admin shows it in development only):
 * the error's message and React's component stack, so that a crash reported from the field names its component
 * (issue 38 defect 9: a React #185 seen once in five runs named nothing)
 */
function ErrorDetails({ error, errorInfo }: { error: Error; errorInfo?: ErrorInfo }) {
  const translate = useTranslate();
  return (
    <Accordion disableGutters variant="outlined" sx={{ mx: 2, mb: 2 }} data-testid="error-details">
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        {translate('app.errorPage.details')}
      </AccordionSummary>
      <AccordionDetails>
        <Typography
          component="pre"
          variant="caption"
          sx={{ m: 0, whiteSpace: 'pre-wrap', overflowX: 'auto' }}
        >
          {`${error.message}\n${errorInfo?.componentStack ?? ''}`}
        </Typography>
      </AccordionDetails>
    </Accordion>
  );
}

/** the page's error boundary: the error page, its details, and the component stack in the browser's console */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const [errorInfo, setErrorInfo] = useState<ErrorInfo>();
  return (
    <ErrorBoundary
      onError={(error, info) => {
        console.error('The page failed:', error, `\nReact component stack:${info.componentStack ?? ''}`);
        setErrorInfo(info);
      }}
      fallbackRender={({ error, resetErrorBoundary }) => (
        <>
          <ErrorPage error={error} errorInfo={errorInfo} resetErrorBoundary={resetErrorBoundary} />
          <ErrorDetails
            error={error instanceof Error ? error : new Error(String(error))}
            errorInfo={errorInfo}
          />
        </>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <SessionGuard>
      <DownloadProvider>
        <Box className="layout" sx={frameSx}>
          <SkipNavigationButton />
          <div className={LayoutClasses.appFrame}>
            <AppHeader />
            <main className={LayoutClasses.contentWithSidebar}>
              <Sidebar appBarAlwaysOn>
                <AppMenu />
              </Sidebar>
              <div id="main-content" className={LayoutClasses.content}>
                <PageErrorBoundary>
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
                </PageErrorBoundary>
              </div>
            </main>
          </div>
        </Box>
      </DownloadProvider>
    </SessionGuard>
  );
}
