/**
 * A page whose first screen the server rendered paints without any script. Its app code, which Vite's
 * index.html starts at once (the entry script and a modulepreload of each chunk it imports), is handed
 * instead to the small boot script (apps/web/src/boot.ts), which starts it after the first paint: on a
 * slow link the app's 150 kB then do not share the bandwidth with the images on screen (ADR 008).
 */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;

/** Vite's manifest key of the boot script (vite.config.ts names it as an entry). */
export const BOOT_SCRIPT_SOURCE = 'src/boot.ts';

/** The boot script's built file from Vite's manifest text; undefined when the build has none. */
export function bootScriptFile(manifestText: string | undefined): string | undefined {
  if (manifestText === undefined) return undefined;
  try {
    const manifest = JSON.parse(manifestText) as Record<string, { file?: unknown } | undefined>;
    const file = manifest[BOOT_SCRIPT_SOURCE]?.file;
    return typeof file === 'string' && /^assets\/[\w.-]+\.js$/.test(file) ? file : undefined;
  } catch {
    return undefined; // a damaged manifest only costs the page the deferred start
  }
}

/** index.html with its app start handed to the boot script; unchanged when it has no entry script to hand over. */
export function deferAppStart(html: string, bootFile: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (entry === undefined) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const boot = `<script type="module" crossorigin src="/${bootFile}" data-app="${entry}" data-preload="${preloads.join(' ')}"></script>`;
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => boot);
}
