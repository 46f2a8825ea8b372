import { MembershipErrorCode } from '@sahra/contracts';
import { ApiError } from '../../../api/api-error';

/** Spec §8: a failure without a server answer shows "{code} - {message}", code 0000 when there is none. */
const NO_CODE = '0000';
export const CRM_SERVICE_ERROR = 'Crm service error';
const REGISTER_PREFIX = '02:';

/** The message of a failed call as spec §8 shows it: the server's own, or the network failure's. */
export function errorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return `${NO_CODE} - ${error instanceof Error ? error.message : ''}`;
  if (error.status === 0) return `${NO_CODE} - ${error.message}`;
  return error.message;
}

/** Spec §8: 102503 has its own message; other login errors show code and message. */
export function loginErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return errorMessage(error);
  if (error.errorCode === MembershipErrorCode.InvalidCredentials) return error.message;
  return error.errorCode === null ? error.message : `${error.errorCode} - ${error.message}`;
}

/** Spec §8: register strips the prefix "02:" and falls back to "Crm service error". */
export function registerErrorMessage(error: unknown): string {
  const message = errorMessage(error);
  const stripped = message.startsWith(REGISTER_PREFIX) ? message.slice(REGISTER_PREFIX.length) : message;
  return stripped.trim() || CRM_SERVICE_ERROR;
}
