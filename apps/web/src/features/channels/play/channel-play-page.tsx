import { MINUTE_MS, type ContentItem } from '@sahra/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useContentLanguage } from '../../../components/content-card/use-content-language';
import { CanonicalLink } from '../../../components/ui/canonical-link';
import { paths } from '../../../config/paths';
import { displayTitle, itemDescription, urlSlug } from '../../../lib/content-item';
import { FavouriteButton } from '../../lists/components/favourite-button';
import { CATCHUP_PARAM, START_AT_PARAM } from '../schedule/guide-programme';
import { ChannelGuide } from '../schedule/channel-guide';
import { channelDvrHours, parseProgrammeStart, parseStartInstant } from '../schedule/programme-status';
import { useNow } from '../../../lib/use-now';
import { channelsLabels } from '../locales/index';
import { ChannelActions } from './channel-actions';
import { ChannelHero } from './channel-hero';
import styles from './channel-play-page.module.css';
import { ChannelRows } from './channel-rows';
import { ChannelSignalNotice } from './channel-signal-notice';

/**
 * /play/{id}/{slug} (docs/behaviour/channels-live-guide.md#channel-play-page): the hero player, the channel's name and buttons, its
 * guide, then its latest episodes and best shows. `?at=` (from a guide) plays a past programme of the
 * DVR window from its start; `?catchup=` an older one cut from the channel's recording.
 */
export function ChannelPlayPage({ channel }: { channel: ContentItem }) {
  const { t } = useTranslation(channelsLabels);
  const language = useContentLanguage();
  const title = displayTitle(channel, language);
  const description = itemDescription(channel, language);
  const now = useNow(MINUTE_MS);
  const [searchParams] = useSearchParams();
  const startAt = parseStartInstant(searchParams.get(START_AT_PARAM), now, channelDvrHours(channel));
  const programmeStart = parseProgrammeStart(searchParams.get(CATCHUP_PARAM));
  const slug = urlSlug(channel);
  return (
    <article className={styles.page}>
      <title>{t('play.pageTitle', { title })}</title>
      {description && <meta name="description" content={description} />}
      <CanonicalLink path={paths.livePlay(channel.Id, slug)} />
      <div className={styles.top}>
        <div className={styles.main}>
          <ChannelHero
            channel={channel}
            title={title}
            startAtInstant={startAt}
            programmeStart={programmeStart}
          />
          <div className={styles.info}>
            <h1 className={styles.title} dir="auto">
              {title}
            </h1>
            <ChannelSignalNotice channelId={channel.Id} />
            {description && (
              <p className={styles.description} dir="auto">
                {description}
              </p>
            )}
            <ChannelActions
              channel={channel}
              title={title}
              favouriteButton={<FavouriteButton channelId={channel.Id} />}
            />
          </div>
        </div>
        <ChannelGuide channel={channel} now={now} playingFrom={startAt} />
      </div>
      <ChannelRows channelSlug={slug} />
    </article>
  );
}
