import type { ContentItem } from '@sahra/contracts';
import { metadataEntries } from '../../lib/content-item';
import { countryName } from '../../lib/country-name';

/** A channel broadcast in high definition: its format metadata says HD. */
export function isHd(channel: ContentItem): boolean {
  return metadataEntries(channel, 'format').some((entry) => entry.Value.trim().toUpperCase() === 'HD');
}

/** The channel's country as its url name ("ae"), or undefined when the catalog does not say. */
export function channelCountry(channel: ContentItem): string | undefined {
  const entry = metadataEntries(channel, 'country').find((candidate) => candidate.UrlEncodedValue.trim());
  return entry?.UrlEncodedValue.trim().toLowerCase();
}

/** The countries the channels come from, each once, in alphabetical order of their codes. */
export function countriesPresent(channels: readonly ContentItem[]): string[] {
  const codes = new Set<string>();
  for (const channel of channels) {
    const code = channelCountry(channel);
    if (code) codes.add(code);
  }
  return [...codes].sort();
}

export interface ChannelFilter {
  onlyHd: boolean;
  /** Country url names; empty means every country. */
  countries: readonly string[];
  /** Only Favorites: the ids of the signed-in user's favourite channels; undefined means every channel. */
  favourites?: ReadonlySet<number> | undefined;
}

/** The channels that pass the filter, in their catalog order. */
export function filterChannels(channels: readonly ContentItem[], filter: ChannelFilter): ContentItem[] {
  const countries = new Set(filter.countries);
  return channels.filter((channel) => {
    if (filter.favourites && !filter.favourites.has(channel.Id)) return false;
    if (filter.onlyHd && !isHd(channel)) return false;
    if (countries.size === 0) return true;
    const country = channelCountry(channel);
    return country !== undefined && countries.has(country);
  });
}

export interface CountryOption {
  code: string;
  name: string;
}

/** The country choices of the dropdown, named in the visitor's language and sorted by that name. */
export function countryOptions(codes: readonly string[], locale: string): CountryOption[] {
  const collator = new Intl.Collator(locale);
  return codes
    .map((code) => ({ code, name: countryName(code, locale) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
