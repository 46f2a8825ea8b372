import type { SignedInDevice } from '@sahra/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { membershipCall } from '../../../api/membership-client';
import { useServerChange } from '../../../lib/use-server-change';

/** GET /membership/account/devices: the sessions of the account, this browser's marked ThisDevice. */
export async function getSignedInDevices(): Promise<SignedInDevice[]> {
  const { result } = await membershipCall<{ Devices: SignedInDevice[] }>(
    'GET',
    '/membership/account/devices',
  );
  return result.Devices;
}

/** POST /membership/account/devices/signout: ends one session of the account. */
export async function signOutDevice(id: string): Promise<void> {
  await membershipCall<unknown>('POST', '/membership/account/devices/signout', { body: { Id: id } });
}

export function getSignedInDevicesQueryOptions() {
  return queryOptions({
    queryKey: ['account', 'devices'],
    queryFn: getSignedInDevices,
  });
}

export const useSignedInDevices = () => useQuery(getSignedInDevicesQueryOptions());

/** Signs a device out, then reads the list again (its last-seen times moved on too). */
export function useSignOutDevice() {
  const queryClient = useQueryClient();
  return useServerChange(async (id: string) => {
    await signOutDevice(id);
    await queryClient.invalidateQueries({ queryKey: getSignedInDevicesQueryOptions().queryKey });
  });
}
