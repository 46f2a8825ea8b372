import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as configureZod } from 'zod/v4/core';
// Global tokens and defaults first, so the components' own styles come after them in the cascade.
import './styles/global.css';
import { App } from './app/app';
import { installErrorReporting } from './lib/error-reporting';
import { initI18n } from './lib/i18n';

// First, so that errors thrown while the app starts are reported too.
installErrorReporting();
// zod probes whether it may compile parsers with Function(); the CSP forbids eval, so the probe would be
// reported as a violation on every page that parses. Interpreted parsing is fast enough here.
configureZod({ jitless: true });
initI18n();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
