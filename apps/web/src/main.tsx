import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// Global tokens and defaults first, so the components' own styles come after them in the cascade.
import './styles/global.css';
import { App } from './app/app';
import { createQueryClient } from './app/provider';
import { prefetchFirstScreen } from './app/prefetch';
import { createRouter, routes } from './app/router';
import { startSession } from './features/auth/session/session-lifecycle';
import { installErrorReporting } from './lib/error-reporting';
import { readFirstScreenState } from './lib/first-screen-state';
import { initI18n } from './lib/i18n';
import { startLanguage } from './lib/language-choice';
import { yieldToMain } from './lib/yield-to-main';

// First, so that errors thrown while the app starts are reported too.
installErrorReporting();
// Evaluating the modules is one task of its own; the app starts in the next (ADR 040).
void yieldToMain().then(startApp);

function startApp() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  const firstScreen = readFirstScreenState();
  const language = startLanguage(firstScreen?.language);
  const queryClient = createQueryClient();
  // The server rendered the page in this language by the same rule; a page it rendered otherwise (a cookie
  // the visitor changed meanwhile, in another tab) is rendered here afresh.
  const hydrating = firstScreen?.language === language;
  startSession();

  if (hydrating) {
    // the page's screen and the labels load side by side; the router is made once the screen is there
    const screenLoaded = import('./lib/first-screen').then(
      async ({ loadMatchedRoutes, restoreFirstScreen }) => {
        restoreFirstScreen(queryClient, firstScreen);
        await yieldToMain();
        return loadMatchedRoutes(routes, window.location.pathname);
      },
    );
    // Each step its own task (restoring the answers, starting the labels, making the router), and
    // hydration as a transition, which works in slices of a few milliseconds and yields between them: the
    // page the visitor already sees keeps answering taps and scrolls while the app takes it over.
    void Promise.all([screenLoaded, initI18n(language)]).then(async () => {
      await yieldToMain();
      const router = createRouter();
      await yieldToMain();
      startTransition(() => {
        hydrateRoot(
          container,
          <StrictMode>
            <App
              router={router}
              queryClient={queryClient}
              renderedSession={firstScreen.visitor ? null : undefined}
            />
          </StrictMode>,
        );
      });
    });
  } else {
    // The router starts fetching the page's screen as it is made; making it before the labels are ready
    // lets an Arabic visitor's labels (a chunk of their own) arrive alongside it rather than before it.
    const router = createRouter();
    prefetchFirstScreen(queryClient, window.location.pathname);
    void initI18n(language).then(() =>
      createRoot(container).render(
        <StrictMode>
          <App router={router} queryClient={queryClient} />
        </StrictMode>,
      ),
    );
  }
}
