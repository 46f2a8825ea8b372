import { BotCheckAction } from '@sahra/contracts';
import { botCheckHeaders } from '../bot-check/bot-check';
import { membershipCall } from '../../../api/membership-client';

export interface ResetPasswordRequest {
  code: string;
  password: string;
  confirmPassword: string;
  expire: number;
  belongTo: string;
}

/** docs/behaviour/accounts.md#calls reset password: code plus new password; every session of the account ends. */
export async function resetPassword(request: ResetPasswordRequest): Promise<void> {
  await membershipCall<unknown>('POST', '/membership/changepassword/reset', {
    headers: await botCheckHeaders(BotCheckAction.ResetPassword),
    body: {
      Code: request.code,
      Password: request.password,
      ConfirmPassword: request.confirmPassword,
      Expire: request.expire,
      BelongTo: request.belongTo,
    },
  });
}

export interface ChangePasswordRequest {
  userId: number;
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

export async function changePassword(request: ChangePasswordRequest): Promise<void> {
  await membershipCall<unknown>('POST', '/membership/changepassword/change', { body: request });
}
