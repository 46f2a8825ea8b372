import { useQuery } from '@tanstack/react-query';
import { getBillingHistory, getSubscriptions } from './payment-calls';

export const SUBSCRIPTIONS_QUERY_KEY = ['subscriptions'] as const;
export const BILLING_HISTORY_QUERY_KEY = ['billing-history'] as const;

/** GET /subscription/get with the session's token: the user's subscriptions, newest first. */
export function useSubscriptions() {
  return useQuery({ queryKey: SUBSCRIPTIONS_QUERY_KEY, queryFn: getSubscriptions, retry: false });
}

/** GET /subscription/history: the user's charges and refunds, newest first. */
export function useBillingHistory() {
  return useQuery({ queryKey: BILLING_HISTORY_QUERY_KEY, queryFn: getBillingHistory, retry: false });
}
