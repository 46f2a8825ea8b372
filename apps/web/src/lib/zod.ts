/**
 * What the app and @sahra/contracts get when they import 'zod' (vite.config.ts aliases it here): zod itself,
 * evaluated only after its settings are in place. Which chunk builds the first schema depends on how the
 * bundler splits the code (the session chunk reaches the membership schemas through the bot check), so a
 * call at the start of main.tsx ran too late; the import order of this module does not depend on chunking.
 */
import './zod-config';

export * from 'zod/v4';
