import { describe, expect, test } from 'vitest';
import { bootScriptFile, deferAppStart } from './deferred-app-start.js';

const HEAD = `<head>
    <title>Sahra</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-def.js">
    <link rel="stylesheet" crossorigin href="/assets/style-123.css">
  </head>`;

describe('the boot script in Vite’s manifest', () => {
  test('is found by its source path', () => {
    expect(bootScriptFile(JSON.stringify({ 'src/boot.ts': { file: 'assets/boot-x1.js' } }))).toBe(
      'assets/boot-x1.js',
    );
  });

  test('is missing without a build, in a damaged manifest, or when its file is not a plain asset name', () => {
    expect(bootScriptFile(undefined)).toBeUndefined();
    expect(bootScriptFile('{ not json')).toBeUndefined();
    expect(bootScriptFile(JSON.stringify({}))).toBeUndefined();
    for (const file of ['assets/"><script>x.js', '../boot.js', 'https://evil.example/boot.js', 42]) {
      expect(bootScriptFile(JSON.stringify({ 'src/boot.ts': { file } })), String(file)).toBeUndefined();
    }
  });
});

describe('handing the app start to the boot script', () => {
  test('replaces the entry script and drops the preloads, keeping the stylesheet', () => {
    const page = deferAppStart(HEAD, 'assets/boot-x1.js');
    expect(page).toContain(
      '<script type="module" crossorigin src="/assets/boot-x1.js" data-app="/assets/index-abc.js" data-preload="/assets/framework-def.js"></script>',
    );
    expect(page).not.toContain('modulepreload');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/style-123.css">');
  });

  test('leaves a page without an entry script as it is', () => {
    const page = '<head><title>x</title></head>';
    expect(deferAppStart(page, 'assets/boot-x1.js')).toBe(page);
  });
});
