import { BotCheckAction, type AccountDetails, type Registration } from '@sahra/contracts';
import { botCheckHeaders } from '../bot-check/bot-check';
import { membershipCall } from '../../../api/membership-client';

export interface LoginRequest {
  password: string;
  rememberMe: boolean;
}

/** docs/behaviour/accounts.md#calls login by e-mail or by mobile: the identifier decides which call. */
export async function logIn(
  identifier: { email: string } | { mobile: string },
  { password, rememberMe }: LoginRequest,
): Promise<AccountDetails> {
  const path = 'email' in identifier ? '/membership/login/email' : '/membership/login/mobile';
  const body = { ...identifier, password, rememberMe };
  const headers = await botCheckHeaders(BotCheckAction.Login);
  return (await membershipCall<AccountDetails>('POST', path, { body, headers })).result;
}

/** The registration payload of docs/behaviour/accounts.md#register as the form sends it; the server's schema fills in the rest. */
export type RegistrationRequest = Omit<Registration, 'language'> & { language: string };

export async function register(registration: RegistrationRequest): Promise<AccountDetails> {
  const headers = await botCheckHeaders(BotCheckAction.Register);
  return (
    await membershipCall<AccountDetails>('POST', '/membership/register/withLogin', {
      body: registration,
      headers,
    })
  ).result;
}

/** The remember token travels as its HttpOnly cookie; the server rotates it on use. */
export async function logInRemembered(): Promise<AccountDetails> {
  return (await membershipCall<AccountDetails>('GET', '/membership/login/rememberme')).result;
}

export async function getAccountDetails(): Promise<AccountDetails> {
  return (await membershipCall<AccountDetails>('GET', '/membership/account/detail')).result;
}

/** Ends the session on the server, which also clears the HttpOnly auth cookies page scripts cannot. */
export async function logOut(): Promise<void> {
  await membershipCall<boolean>('POST', '/membership/logout');
}
