import {
  type AccountDetails,
  BotCheckAction,
  MembershipErrorCode,
  MembershipMessage,
  type Registration,
} from '@sahra/contracts';
import { AppError } from '../../platform/errors.js';
import type { BotCheckAttempt } from './bot-check.js';
import type { MembershipDeps } from './deps.js';
import { deviceNameOf } from './device-name.js';
import { acceptedLanguage } from './messages.js';
import { hashPassword, invalidCredentials, passwordMatches } from './passwords.js';
import { countAttempt, RatePolicies, refundAttempt } from './rate-limit.js';
import { endSessionOf, startSession, type Session, type SignIn } from './sessions.js';
import { findUser, findUserById, insertUser } from './user-repository.js';
import { accountExists, loginKey, toUser } from './users.js';

/** The calling client, as the routes read it from the call. */
export interface Caller {
  ip: string;
  userAgent: string | undefined;
  /** Its country (the trusted proxy's header, else GeoIP): where the account page says it signed in. */
  country: string | null;
  /** The browser's Accept-Language: a registration without a language of its own takes it. */
  acceptLanguage: string | undefined;
  /** The auth token the client presented, if any: it ends when the client signs in anew. */
  token: string | undefined;
  botCheck: BotCheckAttempt;
}

export interface Login {
  belongTo: string;
  password: string;
  deviceId?: string | undefined;
  rememberMe: boolean;
}

type SignInDeps = Pick<MembershipDeps, 'db' | 'clock' | 'botCheck' | 'products'>;

/** Register, login and the account details they answer with. */
export class SignInService {
  constructor(private readonly deps: SignInDeps) {}

  async accountDetails(session: Session): Promise<AccountDetails> {
    const user = await findUserById(this.deps.db, session.userId);
    return {
      User: toUser(user),
      Products: await this.deps.products(user.id),
      SessionId: session.id,
      DeviceId: session.deviceId,
    };
  }

  /** A new session for a client that proved who it is; the session it held before, if any, ends. */
  private async startFreshSession(caller: Caller, userId: number, login?: Login) {
    const { db, clock } = this.deps;
    await endSessionOf(db, clock, caller.token);
    return startSession(db, clock, userId, login?.deviceId, login?.rememberMe ?? false, {
      name: deviceNameOf(caller.userAgent),
      country: caller.country,
    });
  }

  async logIn(caller: Caller, login: Login): Promise<SignIn> {
    const { db, clock, botCheck } = this.deps;
    // before the limits: a bot without a token must not use up a real user's login attempts
    await botCheck.verify(caller.botCheck, BotCheckAction.Login);
    await countAttempt(db, clock, RatePolicies.loginPerAddress, caller.ip);
    // reserved before the password is checked, so concurrent guesses cannot slip past the limit
    const identifier = loginKey(login.belongTo);
    await countAttempt(db, clock, RatePolicies.loginPerIdentifier, identifier);
    const user = await findUser(db, login.belongTo);
    if (!(await passwordMatches(user?.password_hash, login.password)) || !user) throw invalidCredentials(401);
    await refundAttempt(db, clock, RatePolicies.loginPerIdentifier, identifier);
    return this.startFreshSession(caller, user.id, login);
  }

  private async alreadyTaken(registration: Registration) {
    if (await accountExists(this.deps.db, registration.mobile)) {
      return new AppError(409, MembershipErrorCode.MobileNotAvailable, MembershipMessage.MobileNotAvailable);
    }
    if (await accountExists(this.deps.db, registration.email)) {
      return new AppError(409, MembershipErrorCode.EmailNotAvailable, MembershipMessage.EmailNotAvailable);
    }
    return undefined;
  }

  async register(caller: Caller, registration: Registration): Promise<SignIn> {
    const { db, clock, botCheck } = this.deps;
    await botCheck.verify(caller.botCheck, BotCheckAction.Register);
    await countAttempt(db, clock, RatePolicies.registerPerAddress, caller.ip);
    const refusal = await this.alreadyTaken(registration);
    if (refusal) throw refusal;
    const language = registration.language ?? acceptedLanguage(caller.acceptLanguage);
    const user = await insertUser(
      db,
      { ...registration, language },
      await hashPassword(registration.password),
    );
    // taken by a registration that raced this one
    if (!user)
      throw (await this.alreadyTaken(registration)) ?? new Error('registration refused without a conflict');
    return this.startFreshSession(caller, user.id);
  }
}
