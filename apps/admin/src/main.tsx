import './zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { ApiError } from '@/api/http.ts';
import { startSessionKeepAlive } from '@/api/client.ts';
import { preloadFirstRoute } from '@/app/first-route.ts';
import { createAppRouter } from '@/app/router.ts';
import { NotifyProvider } from '@/ui/notify.tsx';
import { themeForMotion } from '@/ui/theme.ts';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx answer will not change on retry; network faults and 5xx get two more tries.
      retry: (failureCount, error) =>
        failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
  },
});

const router = createAppRouter();
const theme = themeForMotion(window.matchMedia('(prefers-reduced-motion: reduce)').matches);
startSessionKeepAlive();
preloadFirstRoute(window.location, queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <NotifyProvider>
          <RouterProvider router={router} />
        </NotifyProvider>
      </QueryClientProvider>
    </ThemeProvider>
  </StrictMode>,
);
