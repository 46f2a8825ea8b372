import { useState } from 'react';

export interface ServerChange<A> {
  pending: boolean;
  /** The last change failed (its error in `error`); the next one clears it. */
  failed: boolean;
  error: unknown;
  run: (argument: A) => void;
}

/**
 * A change sent to the server, with its pending and failed state. TanStack Query's useMutation would do,
 * but it would grow the framework chunk that every page loads, for a few buttons behind sign-in.
 */
export function useServerChange<A>(send: (argument: A) => Promise<unknown>): ServerChange<A> {
  const [state, setState] = useState<{ status: 'idle' | 'pending' | 'failed'; error?: unknown }>({
    status: 'idle',
  });
  return {
    pending: state.status === 'pending',
    failed: state.status === 'failed',
    error: state.error,
    run: (argument) => {
      setState({ status: 'pending' });
      send(argument).then(
        () => setState({ status: 'idle' }),
        (error: unknown) => setState({ status: 'failed', error }),
      );
    },
  };
}
