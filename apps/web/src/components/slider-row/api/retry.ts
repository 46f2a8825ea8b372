import { ApiError } from '../../../api/api-error';

/** Tries after the first that a content-list call gets. */
const RETRIES = 2;

/**
 * Retry policy of the content-list calls: two more tries after a network failure, a time-out or a 5xx
 * (a busy server answers 503 and recovers); none after a refusal (4xx), which will not change. Kept
 * short because a row that fails is hidden (docs/behaviour/home-and-on-demand.md#content-rows), and its placeholder stays until then.
 */
export function retryIfRetryable(failureCount: number, error: Error): boolean {
  return failureCount < RETRIES && (!(error instanceof ApiError) || error.isRetryable);
}
