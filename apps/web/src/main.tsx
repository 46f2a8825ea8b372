import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Global tokens and defaults first, so the components' own styles come after them in the cascade.
import './styles/global.css';
import { App } from './app/app';
import { createQueryClient } from './app/provider';
import { createRouter } from './app/router';
import { getAppConfigQueryOptions } from './features/app-config/api/get-app-config';
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
// Every page's frame needs the home configuration; asking now, not once the page's screen has loaded
// and rendered, takes a round trip off the way to the first content.
const queryClient = createQueryClient();
void queryClient.prefetchQuery(getAppConfigQueryOptions());
void initI18n().then(() =>
  createRoot(container).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  ),
);
