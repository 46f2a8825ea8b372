import { APP_VERSION } from '@sahra/contracts';
import { describe, expect, test } from 'vitest';
import {
  buildReport,
  createErrorReporter,
  describeError,
  MAX_STACK_LENGTH,
  type ClientErrorReport,
} from './error-reporter';

const PAGE = { url: 'https://sahra.example/ondemand/movies', userAgent: 'Chrome' };

function reporter(options: { sampleRate?: number; random?: () => number; maxReports?: number } = {}) {
  const sent: ClientErrorReport[] = [];
  const errors = createErrorReporter({ send: (report) => sent.push(report), ...options });
  return { sent, report: (reason: unknown) => errors.report(reason, PAGE) };
}

describe('describing what was thrown', () => {
  test('an Error gives its name, message and stack', () => {
    const error = new TypeError('x is undefined');
    expect(describeError(error)).toEqual({ message: 'TypeError: x is undefined', stack: error.stack });
  });

  test('strings and other values become a message', () => {
    expect(describeError('boom')).toEqual({ message: 'boom' });
    expect(describeError({ code: 7 })).toEqual({ message: 'Non-error thrown: {"code":7}' });
    expect(describeError(undefined)).toEqual({ message: 'Non-error thrown: undefined' });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(describeError(cyclic).message).toBe('Non-error thrown: [object Object]');
  });
});

test('a report carries the page, the app version and a stack cut to fit the server limit', () => {
  const error = new Error('late');
  error.stack = 'x'.repeat(20_000);
  const report = buildReport(error, PAGE);
  expect(report).toMatchObject({
    message: 'Error: late',
    url: PAGE.url,
    userAgent: 'Chrome',
    appVersion: APP_VERSION,
  });
  expect(report.stack).toHaveLength(MAX_STACK_LENGTH);
  expect(JSON.stringify(report).length).toBeLessThan(16 * 1024);
});

test('with the sample rate of 1 every distinct error is sent once', () => {
  const errors = reporter();
  expect(errors.report(new Error('a'))).toBe(true);
  expect(errors.report(new Error('a'))).toBe(false);
  expect(errors.report(new Error('b'))).toBe(true);
  expect(errors.sent.map((report) => report.message)).toEqual(['Error: a', 'Error: b']);
});

test('errors outside the sample are not sent', () => {
  const errors = reporter({ sampleRate: 0.25, random: () => 0.5 });
  expect(errors.report(new Error('a'))).toBe(false);
  expect(errors.sent).toHaveLength(0);
});

test('a page in an error loop sends at most a few reports', () => {
  const errors = reporter({ maxReports: 3 });
  for (let index = 0; index < 100; index++) errors.report(new Error(`error ${index}`));
  expect(errors.sent).toHaveLength(3);
});
