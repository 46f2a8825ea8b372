import { MembershipErrorCode } from '@sahra/contracts';
import { ApiError } from '../../../api/api-error';
import { errorMessage } from '../../../api/error-message';

export const CRM_SERVICE_ERROR = 'Crm service error';
const REGISTER_PREFIX = '02:';

export { errorMessage };

/** docs/behaviour/accounts.md#messages: 102503 has its own message; other login errors show code and message. */
export function loginErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return errorMessage(error);
  if (error.errorCode === MembershipErrorCode.InvalidCredentials) return error.message;
  return error.errorCode === null ? error.message : `${error.errorCode} - ${error.message}`;
}

/** docs/behaviour/accounts.md#messages: register strips the prefix "02:" and falls back to "Crm service error". */
export function registerErrorMessage(error: unknown): string {
  const message = errorMessage(error);
  const stripped = message.startsWith(REGISTER_PREFIX) ? message.slice(REGISTER_PREFIX.length) : message;
  return stripped.trim() || CRM_SERVICE_ERROR;
}
