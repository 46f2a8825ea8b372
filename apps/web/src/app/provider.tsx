import { MINUTE_MS } from '@sahra/contracts';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../api/api-error';
import { HeroTrailerContext, type HeroTrailerProps } from '../components/slider-row/hero-trailer-context';
import { afterRefusedCall } from '../features/auth/session/session-lifecycle';
import { getSession, RenderedSession, type SessionState } from '../features/auth/session/session-store';
import { TrailerPreview } from '../features/player';

/** A call refused for want of a session: the session it was made with may have ended elsewhere. */
function isRefusedUnsigned(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * Any screen's call that finds the session ended elsewhere sends the browser to login, which says why
 * (docs/behaviour/accounts.md#session). The rest of the check, and what follows, loads only then.
 */
function whenRefusedUnsigned(error: unknown) {
  if (isRefusedUnsigned(error) && getSession()) afterRefusedCall(error);
}

interface QueryClientOptions {
  /** The server renders a page once: a failed call shows as failed rather than holding the page back. */
  retry?: false;
}

export function createQueryClient({ retry }: QueryClientOptions = {}) {
  return new QueryClient({
    queryCache: new QueryCache({ onError: whenRefusedUnsigned }),
    mutationCache: new MutationCache({ onError: whenRefusedUnsigned }),
    defaultOptions: {
      // Catalog data changes rarely; refetching on every tab switch would only cost requests.
      queries: {
        staleTime: MINUTE_MS,
        refetchOnWindowFocus: false,
        // an ended session stays ended: the visitor is sent to login at once, not after three tries
        retry: retry ?? ((failures, error) => failures < 3 && !isRefusedUnsigned(error)),
      },
    },
  });
}

const renderTrailer = (props: HeroTrailerProps) => <TrailerPreview {...props} />;

interface AppProviderProps {
  queryClient: QueryClient;
  /** The session the page's first screen was rendered with (a visitor's, or one under way). */
  renderedSession?: SessionState;
  children: ReactNode;
}

/**
 * Providers every screen relies on. The query client is made by main.tsx, which starts the home
 * configuration request with it; i18next is initialised there too, before the first render. The hero's
 * slides play their trailers with the player's preview, whose chunk loads only when one starts.
 */
export function AppProvider({ queryClient, renderedSession, children }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <RenderedSession value={renderedSession}>
        <HeroTrailerContext value={renderTrailer}>{children}</HeroTrailerContext>
      </RenderedSession>
    </QueryClientProvider>
  );
}
