import { BotCheckAction, CodeType, type CodeMethod } from '@sahra/contracts';
import { botCheckHeaders } from '../bot-check/bot-check';
import { membershipCall } from '../../../api/membership-client';

export interface SendCodeRequest {
  codeType: CodeType;
  method: CodeMethod;
  /** The e-mail address (method Email) or mobile number (method Sms) the code goes to. */
  belongTo: string;
  language: string;
  userId?: number | undefined;
}

/** docs/behaviour/accounts.md#calls send verification; answers the code's expiry in unix seconds. */
export async function sendCode({ belongTo, method, ...rest }: SendCodeRequest): Promise<number> {
  const address = method === 'Email' ? { email: belongTo } : { mobile: belongTo };
  const body = { ...rest, ...address, method };
  // the server asks a bot check before sending a reset code, not an account code
  const headers =
    rest.codeType === CodeType.ResetPassword ? await botCheckHeaders(BotCheckAction.ResetPassword) : {};
  const { result } = await membershipCall<{ Expires: number }>('POST', '/membership/verification/send', {
    body,
    headers,
  });
  return result.Expires;
}

export async function verifyAccount(belongTo: string, code: string, expire: number): Promise<void> {
  await membershipCall<unknown>('POST', '/membership/verification/verifyAccount', {
    body: { belongTo, code, expire, Type: CodeType.Account },
  });
}

/** docs/behaviour/accounts.md#verification: after verifying, the login token is refreshed (the server sets its cookie). */
export async function refreshLoginToken(): Promise<void> {
  await membershipCall<unknown>('GET', '/service/profile');
}
