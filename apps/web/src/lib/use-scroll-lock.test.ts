import { expect, test } from 'vitest';
import { createScrollLock, type LockTarget } from './use-scroll-lock';

const element = (): LockTarget => ({ style: { overflow: 'auto', scrollbarGutter: '' } });

test('a lock hides the page overflow and its release restores what was there', () => {
  const target = element();
  const lock = createScrollLock(target);
  lock.acquire();
  expect(target.style.overflow).toBe('hidden');
  lock.release();
  expect(target.style.overflow).toBe('auto');
  expect(lock.locked).toBe(false);
});

test('the page stays locked until the last of two nested locks is released', () => {
  const target = element();
  const lock = createScrollLock(target);
  lock.acquire();
  lock.acquire();
  lock.release();
  expect(target.style.overflow).toBe('hidden');
  lock.release();
  expect(target.style.overflow).toBe('auto');
});

test('a visible scrollbar keeps its room so the page does not shift sideways', () => {
  const target = element();
  const lock = createScrollLock(target);
  lock.acquire(15);
  expect(target.style.scrollbarGutter).toBe('stable');
  lock.release();
  expect(target.style.scrollbarGutter).toBe('');
});

test('a release without a lock changes nothing', () => {
  const target = element();
  createScrollLock(target).release();
  expect(target.style.overflow).toBe('auto');
});
