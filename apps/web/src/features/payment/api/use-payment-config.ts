import { useQuery } from '@tanstack/react-query';
import { getPaymentConfig } from './payment-calls';

export function usePaymentConfig() {
  return useQuery({ queryKey: ['payment-config'], queryFn: getPaymentConfig, staleTime: Infinity });
}
