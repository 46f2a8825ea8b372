/**
 * A device's name on the wire (`DeviceName` of streams and signed-in devices) is the server's English
 * phrase: "Chrome on Windows", a bare browser or system, or "Unknown device". The words between the
 * brands are the only English in it, so a page reads the phrase back into its parts and words it in
 * its own language; both sides use this one rule.
 */
export const UNKNOWN_DEVICE = 'Unknown device';
const JOINER = ' on ';

/** The phrase for a browser and a system, either of which may be unknown. */
export function deviceNamePhrase(browser: string | undefined, system: string | undefined): string {
  if (browser && system) return `${browser}${JOINER}${system}`;
  return browser || system || UNKNOWN_DEVICE;
}

export type DeviceNameParts =
  { kind: 'unknown' } | { kind: 'pair'; browser: string; system: string } | { kind: 'one'; name: string };

/** The parts of a phrase `deviceNamePhrase` made; any other name (a client's own) is one part, as it is. */
export function deviceNameParts(name: string): DeviceNameParts {
  const trimmed = name.trim();
  if (!trimmed || trimmed === UNKNOWN_DEVICE) return { kind: 'unknown' };
  const at = trimmed.lastIndexOf(JOINER);
  if (at > 0 && at + JOINER.length < trimmed.length)
    return { kind: 'pair', browser: trimmed.slice(0, at), system: trimmed.slice(at + JOINER.length) };
  return { kind: 'one', name: trimmed };
}
