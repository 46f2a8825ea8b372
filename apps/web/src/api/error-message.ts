import { ApiError } from './api-error';

/** docs/behaviour/errors-and-messages.md#network-errors: a failure without a server answer shows "{code} - {message}", code 0000 when there is none. */
const NO_CODE = '0000';

/** The message of a failed call as docs/behaviour/errors-and-messages.md#network-errors shows it: the server's own, or the network failure's. */
export function errorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return `${NO_CODE} - ${error instanceof Error ? error.message : ''}`;
  if (error.status === 0) return `${NO_CODE} - ${error.message}`;
  return error.message;
}
