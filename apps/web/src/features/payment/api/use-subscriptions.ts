import { useQuery } from '@tanstack/react-query';
import { getSubscriptions } from './payment-calls';

export const SUBSCRIPTIONS_QUERY_KEY = ['subscriptions'] as const;

/** GET /subscription/get with the session's token: the user's subscriptions, newest first. */
export function useSubscriptions() {
  return useQuery({ queryKey: SUBSCRIPTIONS_QUERY_KEY, queryFn: getSubscriptions, retry: false });
}
