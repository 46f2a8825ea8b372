import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // Catalog data changes rarely; refetching on every tab switch would only cost requests.
      queries: { staleTime: 60_000, refetchOnWindowFocus: false },
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
