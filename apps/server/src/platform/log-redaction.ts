import { API_KEY_PARAMETER, MEDIA_TOKEN_PARAM } from '@sahra/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that are credentials: the account service's API key, and the login token a link
 * such as /subscription/manage/cancel?token= carries (docs/behaviour/subscription.md#calls), and a media
 * token (`t`). Whoever reads the logs must not be able to call, or watch, as the person.
 */
const SECRET_PARAMETERS = [API_KEY_PARAMETER, 'token', MEDIA_TOKEN_PARAM];
const secretParameter = new RegExp(`([?&](?:${SECRET_PARAMETERS.join('|')})=)[^&#]*`, 'gi');

/** The URL as logs may show it: each secret parameter's value replaced. */
export const withoutSecrets = (url: string) => url.replace(secretParameter, '$1[redacted]');

/** Fastify's request log line, with the secrets taken out of the logged URL. */
export function loggedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}
