import { expect, test } from 'vitest';
import { parseNetworks, refusedAddress, type Networks } from './url-policy.js';

const networks = (...ranges: string[]): Networks => {
  const parsed = parseNetworks(ranges);
  if ('reason' in parsed) throw new Error(parsed.reason);
  return parsed;
};

/** Address, what it is, and whether it is reached with no setting: only public unicast is. */
const ADDRESSES: readonly (readonly [string, string, boolean])[] = [
  ['93.184.215.14', 'public IPv4', true],
  ['2606:2800:21f:cb07:6820:80da:af6b:8b2c', 'public IPv6', true],
  ['127.0.0.1', 'loopback', false],
  ['127.45.6.7', 'loopback, not .1', false],
  ['::1', 'IPv6 loopback', false],
  ['::ffff:127.0.0.1', 'IPv4 loopback written as IPv6', false],
  ['0.0.0.0', 'unspecified', false],
  ['::', 'IPv6 unspecified', false],
  ['10.20.1.5', 'private 10/8', false],
  ['172.16.0.9', 'private 172.16/12', false],
  ['192.168.1.20', 'private 192.168/16', false],
  ['100.64.0.1', 'carrier-grade NAT', false],
  ['169.254.169.254', 'link-local (cloud metadata)', false],
  ['fe80::1', 'IPv6 link-local', false],
  ['fd00::5', 'IPv6 unique local', false],
  ['239.1.1.1', 'multicast', false],
  ['255.255.255.255', 'broadcast', false],
  ['2002:7f00:1::', '6to4 of 127.0.0.1', false],
  ['64:ff9b::7f00:1', 'NAT64 of 127.0.0.1', false],
  ['2001:db8::1', 'documentation', false],
];

/** SOURCE_NETWORKS settings, and which of the addresses each adds. */
const SETTINGS: readonly (readonly [string, readonly string[]])[] = [
  ['(unset)', []],
  ['127.0.0.0/8', ['127.0.0.1', '127.45.6.7', '::ffff:127.0.0.1']],
  ['10.20.0.0/16', ['10.20.1.5']],
  ['239.0.0.0/8,fd00::/8', ['239.1.1.1', 'fd00::5']],
];

test('the URL policy matrix: public unicast always, every special range only where SOURCE_NETWORKS lists it', () => {
  const rows: string[] = [];
  let judged = 0;
  for (const [setting, adds] of SETTINGS) {
    const allowed = setting === '(unset)' ? networks() : networks(...setting.split(','));
    const reached: string[] = [];
    for (const [address, what, publicly] of ADDRESSES) {
      const refused = refusedAddress(address, allowed);
      judged++;
      expect([address, what, refused === null]).toEqual([address, what, publicly || adds.includes(address)]);
      if (refused === null) reached.push(address);
      else expect(refused).toMatch(/ is a \w+ address, which SOURCE_NETWORKS does not list$/);
    }
    rows.push(`${setting}: ${reached.length}/${ADDRESSES.length} reached (${reached.join(', ')})`);
  }
  // the figures of issue 32's closing note
  console.log(`URL policy matrix, ${judged} judgements:\n  ${rows.join('\n  ')}`);
});

test('a setting that is no address or range is refused with its own words', () => {
  expect(parseNetworks(['10.0.0.0/33'])).toEqual({ reason: '10.0.0.0/33 is no address or CIDR range' });
  expect(parseNetworks(['localhost'])).toEqual({ reason: 'localhost is no address or CIDR range' });
});
