import {
  COUNTRY_CODE_CACHE_SECONDS,
  COUNTRY_CODE_HEADER,
  HOME_CONFIGURATION_CACHE_SECONDS,
  type HomeConfigurationEntry,
  SECOND_MS,
} from '@sahra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../api/api-error';
import { apiRequest } from '../../../api/client';
import { rememberCountryCode } from '../../../lib/expiring-storage';
import { currentPlatform, type Platform } from '../../../lib/platform';
import { readHomeConfiguration, writeHomeConfiguration } from '../utils/home-configuration-cache';

export const APP_NAME = 'sahra-web';
export const TENANT = 'sahra';

/** The home configuration: the 5-minute local cache when its platform matches (docs/behaviour/home-and-on-demand.md#home-configuration), otherwise the server. */
export async function getAppConfig(
  platform: Platform,
  signal?: AbortSignal,
): Promise<HomeConfigurationEntry[]> {
  const cached = readHomeConfiguration(platform);
  if (cached) return cached;

  const { result, headers } = await apiRequest<HomeConfigurationEntry[] | null>('GET', '/appconfig/config', {
    query: { appGroup: platform, appName: APP_NAME, tenant: TENANT },
    signal,
  });
  const entries = result ?? [];
  // the answer carries the visitor's country too (docs/behaviour/home-and-on-demand.md#home-configuration), kept for an hour for the promotion banner
  rememberCountryCode(headers.get(COUNTRY_CODE_HEADER), COUNTRY_CODE_CACHE_SECONDS);
  writeHomeConfiguration(platform, entries);
  return entries;
}

export function getAppConfigQueryOptions(platform: Platform = currentPlatform()) {
  return queryOptions({
    queryKey: ['app-config', platform],
    queryFn: ({ signal }) => getAppConfig(platform, signal),
    staleTime: HOME_CONFIGURATION_CACHE_SECONDS * SECOND_MS,
    // A refusal (e.g. country blocked) will not change on retry; a network hiccup may, once.
    retry: (failureCount, error) => failureCount < 1 && (!(error instanceof ApiError) || error.isRetryable),
  });
}

export function useAppConfig() {
  return useQuery(getAppConfigQueryOptions());
}
