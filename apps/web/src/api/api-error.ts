/** Codes the client itself assigns when no envelope came back from the server. */
export const ClientErrorCode = {
  Timeout: 'Timeout',
  Network: 'Network',
  BadResponse: 'BadResponse',
} as const;

/** A failed call: the envelope's ErrorCode and ErrorMessage, or a client-side code, with the HTTP status (0 when none). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly errorCode: string | number | null,
    message: string,
    /** The envelope's Result, which some refusals fill (the streams of a TooManyStreams answer). */
    readonly result: unknown = null,
  ) {
    super(message);
  }

  /** 4xx answers will not change on retry; network failures, time-outs and 5xx may. */
  get isRetryable(): boolean {
    return this.status === 0 || this.status >= 500;
  }
}
