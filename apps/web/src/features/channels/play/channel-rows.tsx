import { useTranslation } from 'react-i18next';
import { ContentRow } from '../../../components/slider-row/content-row';
import { useBestShows, useLastEpisodes } from '../api/get-channel-rows';
import { channelsLabels } from '../locales/index';

/** "Last Episodes From the channel" and "Best Shows In the channel", 5 each (docs/behaviour/channels-live-guide.md#channel-play-page); a failed row is left out. */
export function ChannelRows({ channelSlug }: { channelSlug: string }) {
  const { t } = useTranslation(channelsLabels);
  return (
    <>
      <ContentRow title={t('play.lastEpisodes')} query={useLastEpisodes(channelSlug)} variant="catchup" />
      <ContentRow title={t('play.bestShows')} query={useBestShows(channelSlug)} variant="poster" />
    </>
  );
}
