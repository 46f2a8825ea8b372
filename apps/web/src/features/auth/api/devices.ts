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

/** POST /membership/account/devices/signout-others: ends every session of the account but this one. */
export async function signOutOtherDevices(): Promise<void> {
  await membershipCall<unknown>('POST', '/membership/account/devices/signout-others');
}

export function getSignedInDevicesQueryOptions() {
  return queryOptions({
    queryKey: ['account', 'devices'],
    queryFn: getSignedInDevices,
  });
}

export const useSignedInDevices = () => useQuery(getSignedInDevicesQueryOptions());

/** Signs devices out, then reads the list again (its last-seen times moved on too). */
function useDevicesChange<A>(send: (argument: A) => Promise<void>) {
  const queryClient = useQueryClient();
  return useServerChange(async (argument: A) => {
    await send(argument);
    await queryClient.invalidateQueries({ queryKey: getSignedInDevicesQueryOptions().queryKey });
  });
}

export const useSignOutDevice = () => useDevicesChange(signOutDevice);
export const useSignOutOtherDevices = () => useDevicesChange(signOutOtherDevices);
