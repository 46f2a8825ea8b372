import { COUNTRY_CODE_CACHE_SECONDS, COUNTRY_CODE_HEADER, SECOND_MS } from '@sahra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { readCountryCode, rememberCountryCode } from '../../../lib/expiring-storage';

/**
 * The visitor's country: the code remembered for an hour (docs/behaviour/product.md#promotion-banner), else the cc header of the
 * home-group configuration, which the spec fetches when the country is not known (docs/behaviour/home-and-on-demand.md#home-configuration).
 */
export async function getCountryCode(signal?: AbortSignal): Promise<string | null> {
  const remembered = readCountryCode();
  if (remembered) return remembered;
  const { headers } = await apiRequest<unknown>('GET', '/appconfig/home-groups', { signal });
  rememberCountryCode(headers.get(COUNTRY_CODE_HEADER), COUNTRY_CODE_CACHE_SECONDS);
  return readCountryCode() ?? null;
}

export function getCountryCodeQueryOptions() {
  return queryOptions({
    queryKey: ['country-code'],
    queryFn: ({ signal }) => getCountryCode(signal),
    staleTime: COUNTRY_CODE_CACHE_SECONDS * SECOND_MS,
    // a banner is not worth a second try: without a country there is simply no banner
    retry: false,
  });
}

export function useCountryCode() {
  return useQuery(getCountryCodeQueryOptions());
}
