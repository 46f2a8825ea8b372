import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // Catalog data changes rarely; refetching on every tab switch would only cost requests.
      queries: { staleTime: 60_000, refetchOnWindowFocus: false },
    },
  });
}

/** Providers every screen relies on. i18next is initialised in main.tsx before the first render. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
