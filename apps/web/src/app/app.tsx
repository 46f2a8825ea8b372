import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { SessionState } from '../features/auth/session/session-store';
import { AppProvider } from './provider';

interface AppProps {
  router: DataRouter;
  queryClient: QueryClient;
  /** The session the server rendered the page with, when it is hydrated. */
  renderedSession?: SessionState;
}

/** The router and the query client are made by main.tsx before the first render (see there). */
export function App({ router, queryClient, renderedSession }: AppProps) {
  return (
    <AppProvider queryClient={queryClient} renderedSession={renderedSession}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
