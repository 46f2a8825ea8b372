import { PlatformErrorCode } from '@sahra/contracts';

/** An error that reaches the client as an envelope with its own HTTP status, code and message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string | number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new AppError(404, PlatformErrorCode.NotFound, message);
export const badRequest = (message: string) => new AppError(400, PlatformErrorCode.BadRequest, message);
export const overloaded = () =>
  new AppError(503, PlatformErrorCode.Overloaded, 'The service is busy, please retry shortly', {
    'retry-after': '1',
  });

export function ok<T>(result: T) {
  return { Success: true, Result: result, ErrorCode: null, ErrorMessage: null } as const;
}

export function failure(errorCode: string | number, message: string) {
  return { Success: false, Result: null, ErrorCode: errorCode, ErrorMessage: message } as const;
}
