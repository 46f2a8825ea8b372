import {
  accountDetailsSchema,
  API_KEY_PARAMETER,
  AuthHeader,
  type CodeMethod,
  type CodeType,
  MembershipErrorCode,
  MembershipMessage,
} from '@sahra/contracts';
import type { App } from '../app.js';
import type { Clock } from '../platform/clock.js';
import type { Db } from '../platform/db.js';
import { inject, resultOf, type Answer } from './content-client.js';
import { latestOutboxMessages } from '../modules/notify/outbox.js';
import { countOutboxMessages } from '../modules/notify/outbox-repository.js';
import { passwordChecks } from '../modules/membership/passwords.js';

export interface Call {
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** The caller's IP address; tests each use their own so that per-address limits do not meet. */
  from?: string;
  apiKey?: string | null;
}

export interface MembershipAnswer extends Answer {
  headers: Record<string, string | string[] | number | undefined>;
  cookies: string[];
}

export const TEST_API_KEY = 'membership-test-key';

/** The envelope of a call refused for want of a live session (membership's sign-in hooks). */
export const SIGN_IN_REQUIRED = {
  Success: false,
  ErrorCode: MembershipErrorCode.SignInRequired,
  ErrorMessage: MembershipMessage.SignInRequired,
};

/** A call of the account service with the test API key unless `apiKey` says otherwise. */
export async function call(app: App, method: 'GET' | 'POST', path: string, options: Call = {}) {
  const query = new URLSearchParams(options.query);
  if (options.apiKey !== null) query.set(API_KEY_PARAMETER, options.apiKey ?? TEST_API_KEY);
  const response = await inject(app, {
    method,
    url: `${path}?${query.toString()}`,
    headers: options.headers ?? {},
    ...(options.body === undefined ? {} : { payload: options.body as object }),
    ...(options.from ? { remoteAddress: options.from } : {}),
  });
  const setCookie = response.headers['set-cookie'];
  return {
    status: response.statusCode,
    body: response.json(),
    headers: response.headers,
    cookies: setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie],
  } satisfies MembershipAnswer;
}

let counter = 0;
/** A fresh identity for each test: its own e-mail, mobile and IP address. */
export function newPerson() {
  counter += 1;
  const unique = `${Date.now() % 1_000_000}${counter}`.padStart(8, '0');
  return {
    name: 'Layla',
    surname: 'Haddad',
    email: `layla.${unique}@example.com`,
    mobile: `+3161${unique.slice(-7)}`,
    password: 'correct horse',
    from: `10.${counter % 250}.${Math.floor(counter / 250)}.7`,
  };
}
export type Person = ReturnType<typeof newPerson>;

export const registration = (person: Person) => ({
  name: person.name,
  surname: person.surname,
  email: person.email,
  mobile: person.mobile,
  password: person.password,
  termsAndConditions: true,
  CountryIsoCode: 'NL',
  language: 'en',
});

/** Registers the person (their account in `language`) and answers their sign-in token. */
export async function register(app: App, person: Person, language = 'en'): Promise<string> {
  const answer = await call(app, 'POST', '/membership/register/withLogin', {
    body: { ...registration(person), language },
    from: person.from,
  });
  resultOf(answer, accountDetailsSchema);
  return String(answer.headers[AuthHeader.Token]);
}

/** Asks for a code for the person's e-mail (or, by Sms, their mobile), from their own address. */
export function sendCode(app: App, person: Person, codeType: CodeType, method: CodeMethod = 'Email') {
  return call(app, 'POST', '/membership/verification/send', {
    body: { codeType, method, email: person.email, mobile: person.mobile, language: 'en' },
    from: person.from,
  });
}

/** How many messages the outbox holds for `recipient`. */
export const messagesSentTo = countOutboxMessages;

/**
 * The code of the latest message for `recipient`, once the outbox holds more than `sentBefore`: codes go
 * out after the answer (delivery.ts), so a test waits for its message as a user waits for the mail.
 */
export async function codeSentTo(db: Db, recipient: string, sentBefore = 0): Promise<string> {
  const deadline = Date.now() + 5000;
  while ((await messagesSentTo(db, recipient)) <= sentBefore) {
    if (Date.now() > deadline) throw new Error(`no code was sent to ${recipient}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const [message] = await latestOutboxMessages(db, { recipient, limit: 1 });
  if (!message?.code) throw new Error(`no code was sent to ${recipient}`);
  return message.code;
}

/** Counts the password checks (argon2 verifications) from now until `stop`, on every server of this process. */
export function countPasswordChecks() {
  let count = 0;
  const listener = () => {
    count += 1;
  };
  passwordChecks.subscribe(listener);
  return {
    get count() {
      return count;
    },
    stop: () => passwordChecks.unsubscribe(listener),
  };
}

/** A clock the test moves by hand. */
export function manualClock() {
  let now = Date.now();
  return {
    now: () => new Date(now),
    advance(seconds: number) {
      now += seconds * 1000;
    },
  } satisfies Clock & { advance(seconds: number): void };
}
