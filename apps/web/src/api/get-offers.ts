import type { Offer, OffersRequest } from '@sahra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { membershipCall } from './membership-client';

/** POST /sales/offers (docs/behaviour/plans-and-payment.md#calls; plans, promotion code detail, payment): the offers of a country; with a user's e-mail no trial once they used one. */
export async function getOffers(request: OffersRequest): Promise<Offer[]> {
  return (await membershipCall<Offer[]>('POST', '/sales/offers', { body: request })).result;
}

export function getOffersQueryOptions(request: OffersRequest) {
  return queryOptions({
    queryKey: ['offers', request.country, request.email ?? null, request.voucherCode ?? null],
    queryFn: () => getOffers(request),
    retry: false,
  });
}

export function useOffers(request: OffersRequest) {
  return useQuery(getOffersQueryOptions(request));
}
