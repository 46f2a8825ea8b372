import { loadConfigForRole, Role } from '../platform/config.js';
import { runProcess } from '../roles.js';

/**
 * A worker instance (no web server): the background jobs (money, catch-up cuts, guide fetch,
 * housekeeping) on a machine of their own, sharing the PostgreSQL database with the instances that serve.
 */
runProcess('sahra-worker', () => loadConfigForRole(Role.Worker));
