import {
  ContentTypeId,
  filteredVideosRequestSchema,
  findHomeGroup,
  type ContentItem,
  type PageLanguage,
  onDemandMenuSlug,
} from '@sahra/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { CatalogCache } from '../../platform/catalog-cache.js';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { findHomeGroups } from '../appconfig/public.js';
import { findSeeAllList, getFilteredVideos, getItemById } from '../content/public.js';
import { summarize, type PageHead } from './page-head.js';
import type { ShareablePage } from './shareable-pages.js';
import { SITE_TEXTS } from './site-texts.js';

/** The head of a shareable page, or none (the default head) with the status the page answers. */
export interface ResolvedHead {
  head: PageHead | null;
  status: 200 | 404;
}

const NOT_FOUND: ResolvedHead = { head: null, status: 404 };

/** Episodes play on the catch-up page, everything else has a details page (docs/behaviour/routes-and-frame.md#detail-links). */
function itemPath(item: ContentItem): string {
  const slug = encodeURIComponent(item.EncodedURL || item.UrlEncodedName);
  const isEpisode = item.ContentType.some((type) => type.Id === ContentTypeId.Episode);
  return isEpisode ? `/catchup/play/${item.Id}/${slug}` : `/details/${item.Id}/${slug}`;
}

/** The item of a path's id, or null when there is none. */
async function findItem(db: Db, id: number | null): Promise<ContentItem | null> {
  if (id === null) return null;
  try {
    return await getItemById(db, id);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}

/** The item's title and synopsis as a reader of the language sees them: Arabic, or the English display ones. */
function itemWords(item: ContentItem, language: PageLanguage) {
  if (language === 'ar') return { name: item.Name, synopsis: item.Description };
  const display = item.Metadata.find((entry) => entry.NameSpace === 'displaydescription')?.Value;
  return { name: item.DisplayTitle || item.Name, synopsis: display || item.Description };
}

async function itemHead(db: Db, id: number | null, language: PageLanguage): Promise<ResolvedHead> {
  const item = await findItem(db, id);
  if (!item) return NOT_FOUND;
  const texts = SITE_TEXTS[language];
  const { name, synopsis } = itemWords(item, language);
  const description = summarize(synopsis) || texts.watch(name);
  return { head: { title: texts.titled(name), description, canonicalPath: itemPath(item) }, status: 200 };
}

/** /play/{id}/{slug} shows live channels only: any other item has no play page (the app goes to not-found). */
async function channelHead(db: Db, id: number | null, language: PageLanguage): Promise<ResolvedHead> {
  const item = await findItem(db, id);
  if (!item?.ContentType.some((type) => type.Id === ContentTypeId.Channel)) return NOT_FOUND;
  const texts = SITE_TEXTS[language];
  const { name, synopsis } = itemWords(item, language);
  const description = summarize(synopsis) || texts.watchLive(name);
  const canonicalPath = `/play/${item.Id}/${encodeURIComponent(item.EncodedURL || item.UrlEncodedName)}`;
  return { head: { title: texts.titled(texts.live(name)), description, canonicalPath }, status: 200 };
}

/** /ondemand/home shows the ondemandhome group, /ondemand/movies the movies group. */
async function onDemandHead(db: Db, slug: string, language: PageLanguage): Promise<ResolvedHead> {
  const groups = await findHomeGroups(db);
  const group = findHomeGroup(groups, `ondemand${slug}`) ?? findHomeGroup(groups, slug);
  if (!group) return NOT_FOUND;
  const texts = SITE_TEXTS[language];
  const name = texts.pageNames[onDemandMenuSlug(group.slug)] ?? group.pageTitle;
  return {
    head: {
      title: texts.titled(name),
      description: texts.onDemandDescription(name),
      canonicalPath: `/ondemand/${encodeURIComponent(slug)}`,
    },
    status: 200,
  };
}

/** The person's name as the catalog spells it in the metadata of a title they are in. */
async function personHead(db: Db, slug: string, language: PageLanguage): Promise<ResolvedHead> {
  const query = filteredVideosRequestSchema.parse({
    PageSize: 1,
    CustomFilters: [{ Name: 'person', Value: slug }],
  });
  const [item] = (await getFilteredVideos(db, query)).Items;
  const name = item?.Metadata.find(
    (entry) => entry.NameSpace === 'person' && entry.UrlEncodedValue === slug,
  )?.Value;
  const canonicalPath = `/person/cast/${encodeURIComponent(slug)}`;
  // an unknown person still has the page (it shows no results), under the page's own title
  const texts = SITE_TEXTS[language];
  const title = texts.titled(texts.moreFrom(name));
  const description = texts.personDescription(name);
  return { head: { title, description, canonicalPath }, status: 200 };
}

/** A see-all list: titled by the list's title in the language; one that does not exist is a 404. */
async function listHead(
  db: Db,
  page: Extract<ShareablePage, { kind: 'list' }>,
  language: PageLanguage,
): Promise<ResolvedHead> {
  const list = await findSeeAllList(db, page.pageSlug, page.list, language);
  if (!list) return NOT_FOUND;
  const texts = SITE_TEXTS[language];
  const canonicalPath = `/${encodeURIComponent(page.pageSlug)}/list-details/${encodeURIComponent(page.list ?? '')}`;
  return {
    head: { title: texts.titled(list.title), description: texts.listDescription, canonicalPath },
    status: 200,
  };
}

function resolve(db: Db, page: ShareablePage, language: PageLanguage): Promise<ResolvedHead> {
  switch (page.kind) {
    case 'item':
      return itemHead(db, page.id, language);
    case 'channel':
      return channelHead(db, page.id, language);
    case 'onDemand':
      return onDemandHead(db, page.slug, language);
    case 'person':
      return personHead(db, page.slug, language);
    case 'list':
      return listHead(db, page, language);
  }
}

export type PageHeadResolver = (
  page: ShareablePage,
  language: PageLanguage,
  log: FastifyBaseLogger,
) => Promise<ResolvedHead>;

/**
 * Heads are catalog data: kept in the catalog cache until the catalog changes. A failing look-up never
 * costs the visitor the page: it is logged and the page keeps the default head.
 */
export function createPageHeadResolver(db: Db, cache: CatalogCache): PageHeadResolver {
  return async (page, language, log) => {
    try {
      const json = await cache.keep(`web:head:${language}:${JSON.stringify(page)}`, () =>
        resolve(db, page, language),
      );
      return JSON.parse(json.toString()) as ResolvedHead;
    } catch (error) {
      log.error({ err: error, page }, 'page head look-up failed');
      return { head: null, status: 200 };
    }
  };
}
