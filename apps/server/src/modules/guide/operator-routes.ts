import {
  ContentTypeId,
  ImportErrorCode,
  channelSourceBodySchema,
  channelSourceParamsSchema,
  channelSourceSchema,
  m3uImportSummarySchema,
  operatorImportQuerySchema,
  xmltvImportSummarySchema,
} from '@sahra/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jsonAnswers } from '../../platform/answers.js';
import { CatalogCache } from '../../platform/catalog-cache.js';
import { AppError, badRequest, notFound, ok } from '../../platform/errors.js';
import type { ModuleContext } from '../../platform/module-context.js';
import { operatorCheck } from '../../platform/operator-auth.js';
import { catalogTitle } from '../content/public.js';
import { GuideImportError } from './import-error.js';
import { importFromUrl, importM3uFile, importXmltvFile, type ImportContext } from './import-files.js';
import { FetchError, RefusedUrlError } from './import-input.js';
import { channelSource, setChannelSourceUrl } from './source-repository.js';
import { sourceNetworks } from '../../platform/url-policy.js';
import { checkSource, sourceProtocols } from './source-protocols.js';

/**
 * A refused file or fetch as the failure envelope: 422 for no guide at all, 400 for a `?url=` that
 * cannot be fetched as given, 502 for a feed that failed.
 */
async function refusalsAsErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof GuideImportError)
      throw new AppError(422, ImportErrorCode.NotAGuide, `Nothing imported: ${error.message}`);
    if (error instanceof RefusedUrlError) throw new AppError(400, ImportErrorCode.UrlRefused, error.message);
    if (error instanceof FetchError) throw new AppError(502, ImportErrorCode.FetchFailed, error.message);
    throw error;
  }
}

/**
 * The operator calls (docs/behaviour/operator.md), all behind `operatorCheck`: importing an XMLTV guide
 * or an M3U list from the request's body or `?url=`, and setting or clearing one channel's source.
 */
export async function registerOperatorRoutes(
  app: FastifyInstance,
  { storage, config, clock }: ModuleContext,
) {
  const check = operatorCheck(config.OPERATOR_TOKEN);
  const context = (): ImportContext => ({ db: storage.db, config, now: clock.now() });

  // the imports read their body as a stream, whatever its type (XML, text, gzip): a 241 MB guide is
  // never held in memory, and Fastify's body limit, which counts buffered bodies, does not apply
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    const routes = scope.withTypeProvider<ZodTypeProvider>();
    // no body at all (a bodyless POST with ?url=) reaches no parser: an empty one then
    const body = (request: FastifyRequest): AsyncIterable<Uint8Array> =>
      (request.body as AsyncIterable<Uint8Array> | undefined) ?? (async function* () {})();
    const options = <T>(response: T) => ({
      onRequest: check,
      config: { untimed: true },
      schema: { querystring: operatorImportQuerySchema, response },
    });

    routes.post('/operator/import/xmltv', options(jsonAnswers(xmltvImportSummarySchema)), async (request) => {
      const { url } = request.query;
      const summary = await refusalsAsErrors(() =>
        url === undefined
          ? importXmltvFile(context(), body(request), 'operator:upload')
          : importFromUrl(context(), 'xmltv', url),
      );
      request.log.info(
        {
          channels: summary.channels,
          programmes: summary.programmes,
          skipped: summary.skipped,
          truncated: summary.truncated,
          keptAired: summary.keptAired,
          unknownChannels: summary.unknownChannels.length,
          stoppedAt: summary.stoppedAt,
        },
        'operator imported a guide',
      );
      return ok(summary);
    });
    routes.post('/operator/import/m3u', options(jsonAnswers(m3uImportSummarySchema)), async (request) => {
      const { url } = request.query;
      const summary = await refusalsAsErrors(() =>
        url === undefined ? importM3uFile(context(), body(request)) : importFromUrl(context(), 'm3u', url),
      );
      request.log.info(
        { mapped: summary.mapped, skipped: summary.skipped },
        'operator imported a channel list',
      );
      return ok(summary);
    });
  });

  const routes = app.withTypeProvider<ZodTypeProvider>();
  const sourceAnswer = async (channelId: number) => {
    const source = await channelSource(storage.db, channelId);
    return ok({
      IDChannel: channelId,
      Url: source?.hlsOrigin ?? null,
      Referrer: source?.referrer ?? null,
      UserAgent: source?.userAgent ?? null,
    });
  };
  const knownChannel = async (channelId: number) => {
    if ((await catalogTitle(storage.db, channelId))?.contentTypeId !== ContentTypeId.Channel)
      throw notFound(`Channel ${channelId} was not found`);
  };

  routes.put(
    '/operator/channels/:channelId/source',
    {
      onRequest: check,
      schema: {
        params: channelSourceParamsSchema,
        body: channelSourceBodySchema,
        response: jsonAnswers(channelSourceSchema),
      },
    },
    async (request) => {
      const { channelId } = request.params;
      await knownChannel(channelId);
      const checked = await checkSource(request.body, {
        protocols: await sourceProtocols(config.FFMPEG_PATH),
        networks: sourceNetworks(config),
      });
      if ('reason' in checked) throw badRequest(checked.reason);
      await storage.db.transaction().execute(async (trx) => {
        await setChannelSourceUrl(trx, channelId, checked.source);
        await CatalogCache.bumpVersion(trx);
      });
      return sourceAnswer(channelId);
    },
  );
  routes.delete(
    '/operator/channels/:channelId/source',
    {
      onRequest: check,
      schema: { params: channelSourceParamsSchema, response: jsonAnswers(channelSourceSchema) },
    },
    async (request) => {
      const { channelId } = request.params;
      await knownChannel(channelId);
      await storage.db.transaction().execute(async (trx) => {
        await setChannelSourceUrl(trx, channelId, { url: null, referrer: null, userAgent: null });
        await CatalogCache.bumpVersion(trx);
      });
      return sourceAnswer(channelId);
    },
  );
}
