import { expect, test } from 'vitest';
import { OUTBOX_DEFAULT_LIMIT, outboxQuerySchema } from './notify.js';

test('the outbox query reads a recipient as the account calls do and bounds the limit', () => {
  expect(outboxQuerySchema.parse({})).toEqual({ limit: OUTBOX_DEFAULT_LIMIT });
  expect(outboxQuerySchema.parse({ recipient: '0031 6 1234 5678', limit: '5' })).toEqual({
    recipient: '+31612345678',
    limit: 5,
  });
  for (const limit of ['0', '101', '2.5', 'all']) {
    expect(outboxQuerySchema.safeParse({ limit }).success, limit).toBe(false);
  }
});
