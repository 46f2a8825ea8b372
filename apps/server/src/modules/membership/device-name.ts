import { deviceNamePhrase } from '@sahra/contracts';

/** Browsers in the order they must be tested: Edge and Opera also say "Chrome", Chrome also says "Safari". */
const BROWSERS: [RegExp, string][] = [
  [/\bEdgA?\//, 'Edge'],
  [/\bOPR\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Headless)?(?:Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
];

/** Systems likewise: iPhone and Android user agents also mention "Mac OS X" and "Linux". */
const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\b(?:SMART-TV|SmartTV|Tizen|Web0S)\b/, 'Smart TV'],
  [/\bLinux\b/, 'Linux'],
];

const MAX_NAME = 80;

const first = (table: [RegExp, string][], userAgent: string) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1];

/**
 * A short name a person recognises their device by ("Chrome on Windows"), from its user agent: what the
 * account page's device list and the stream list show.
 */
export function deviceNameOf(userAgent: string | undefined): string {
  const agent = (userAgent ?? '').slice(0, 1000);
  const browser = first(BROWSERS, agent);
  const system = first(SYSTEMS, agent);
  // an agent neither table knows is named by its first word ("curl/8.5" is curl)
  return deviceNamePhrase(
    browser ?? (system ? undefined : agent.split(/[\s/]/, 1)[0]?.slice(0, MAX_NAME)),
    system,
  );
}
