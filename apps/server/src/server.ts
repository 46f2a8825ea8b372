import { loadConfig } from './platform/config.js';
import { runProcess } from './roles.js';

/** `npm start`: the roles ROLES names, all three by default (the embedded demo in one process). */
runProcess('sahra', () => loadConfig());
