import type { ContentItem } from '@sahra/contracts';
import { useTranslation } from 'react-i18next';
import { useContentLanguage } from '../../../components/content-card/use-content-language';
import { contentTypeOf, displayTitle } from '../../../lib/content-item';
import { useChannelEpisodes } from '../api/get-channel-episodes';
import { useLatestSeriesEpisodes } from '../api/get-series-episodes';
import { useSimilarTitles } from '../api/get-similar-titles';
import { itemGenres, type Genre } from '../utils/genres';
import { ContentRow } from '../../../components/slider-row/content-row';
import { detailsLabels } from '../locales/index';

/** "More Episodes from the channel": its latest catch-up, without the episodes of `seriesId` shown above it. */
export function ChannelEpisodesRow({ channelSlug, seriesId }: { channelSlug: string; seriesId: number }) {
  const { t } = useTranslation(detailsLabels);
  return (
    <ContentRow
      title={t('moreFromChannel')}
      query={useChannelEpisodes(channelSlug)}
      variant="catchup"
      keep={(episode) => episode.ParentId !== seriesId}
    />
  );
}

/** The other episodes of an episode's series, latest first. */
export function LatestEpisodesRow({ series, currentId }: { series: ContentItem; currentId: number }) {
  const { t } = useTranslation(detailsLabels);
  const title = displayTitle(series, useContentLanguage());
  return (
    <ContentRow
      title={t('latestEpisodes', { title })}
      query={useLatestSeriesEpisodes(series.Id)}
      variant="catchup"
      keep={(episode) => episode.Id !== currentId}
    />
  );
}

/** "More like this": one row per genre of a movie or play, of the same content type. */
export function SimilarTitlesRows({ item }: { item: ContentItem }) {
  const genres = itemGenres(item, useContentLanguage());
  const contentType = contentTypeOf(item);
  if (contentType === undefined) return null;
  return genres.map((genre) => (
    <SimilarTitlesRow key={genre.slug} genre={genre} contentType={contentType} excludeId={item.Id} />
  ));
}

function SimilarTitlesRow({
  genre,
  contentType,
  excludeId,
}: {
  genre: Genre;
  contentType: number;
  excludeId: number;
}) {
  const { t } = useTranslation(detailsLabels);
  return (
    <ContentRow
      title={t('moreLikeThis', { genre: genre.name })}
      query={useSimilarTitles(contentType, genre.slug)}
      variant="poster"
      keep={(other) => other.Id !== excludeId}
    />
  );
}
