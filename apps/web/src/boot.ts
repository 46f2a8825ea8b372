/**
 * The script of a page whose first screen the server rendered (server `modules/web/deferred-app-start.ts`):
 * it starts the app, named by its own tag's `data-app` and `data-preload`, once the page has painted.
 * Imports nothing, so it is one small file of its own.
 */
const tag = document.querySelector<HTMLScriptElement>('script[data-app]');

function startApp(entry: string, preloads: string[]) {
  for (const href of preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  document.head.append(script);
}

/** A page that never paints text or images (it should not happen) still gets its app after this long. */
const LATEST_START_MS = 3000;

/** Runs `start` once the page has painted its first text or image, so the app's code never delays that paint. */
function afterFirstContentfulPaint(start: () => void) {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    start();
  };
  // a tab opened in the background paints nothing until it is shown
  if (document.visibilityState !== 'visible' || !PerformanceObserver.supportedEntryTypes.includes('paint')) {
    startOnce();
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    startOnce();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(startOnce, LATEST_START_MS);
}

const entry = tag?.dataset.app;
if (entry)
  afterFirstContentfulPaint(() => startApp(entry, (tag?.dataset.preload ?? '').split(' ').filter(Boolean)));
