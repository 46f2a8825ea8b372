import { MINUTE_MS } from '@sahra/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

interface QueryClientOptions {
  /** The server renders a page once: a failed call shows as failed rather than holding the page back. */
  retry?: false;
}

export function createQueryClient({ retry }: QueryClientOptions = {}) {
  return new QueryClient({
    defaultOptions: {
      // Catalog data changes rarely; refetching on every tab switch would only cost requests.
      queries: { staleTime: MINUTE_MS, refetchOnWindowFocus: false, ...(retry === false && { retry }) },
    },
  });
}

/**
 * Providers every screen relies on. The query client is made by main.tsx, which starts the home
 * configuration request with it; i18next is initialised there too, before the first render.
 */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
