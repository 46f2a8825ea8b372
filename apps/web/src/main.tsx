import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Global tokens and defaults first, so the components' own styles come after them in the cascade.
import './styles/global.css';
import { App } from './app/app';
import { createQueryClient } from './app/provider';
import { prefetchFirstScreen } from './app/prefetch';
import { createRouter } from './app/router';
import { startSession } from './features/auth/session/session-store';
import { installErrorReporting } from './lib/error-reporting';
import { initI18n } from './lib/i18n';
import { configureZod } from './lib/zod-config';

// First, so that errors thrown while the app starts are reported too.
installErrorReporting();
// Before any screen's chunk builds a zod schema (see configureZod).
configureZod();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The router starts fetching the page's screen as it is made; making it before the labels are ready
// lets an Arabic visitor's labels (a chunk of their own) arrive alongside it rather than before it.
const router = createRouter();
const queryClient = createQueryClient();
prefetchFirstScreen(queryClient, window.location.pathname);
startSession();
void initI18n().then(() =>
  createRoot(container).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  ),
);
