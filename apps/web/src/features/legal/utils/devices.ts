export type DeviceKind = 'browser' | 'mobile' | 'tv';
export type StoreId = 'appStore' | 'googlePlay';

/**
 * The supported devices (docs/behaviour/product.md#devices-page), in the order people most often watch on. Smart TVs
 * install apps from the store built into the TV, which has no web page to link to: their text says where.
 */
export const DEVICES = [
  { id: 'web', kind: 'browser', stores: [] },
  { id: 'ios', kind: 'mobile', stores: ['appStore'] },
  { id: 'android', kind: 'mobile', stores: ['googlePlay'] },
  { id: 'androidTv', kind: 'tv', stores: ['googlePlay'] },
  { id: 'appleTv', kind: 'tv', stores: ['appStore'] },
  { id: 'samsung', kind: 'tv', stores: [] },
  { id: 'lg', kind: 'tv', stores: [] },
] as const satisfies readonly { id: string; kind: DeviceKind; stores: readonly StoreId[] }[];
