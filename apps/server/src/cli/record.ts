import { loadConfigForRole, Role } from '../platform/config.js';
import { runProcess } from '../roles.js';

/**
 * A recorder instance (no web server): a machine of its own for recording, sharing the PostgreSQL
 * database and RECORDINGS_DIR with the instances that serve. The takeover tests run it as a process.
 */
runProcess('sahra-recorder', () => loadConfigForRole(Role.Recorder));
