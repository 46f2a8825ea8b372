#!/usr/bin/env node
// Rewrites citations of the two product specs that lived outside the repository ("spec §5",
// "browsing spec §7", "accounts spec §2–§4, §7", a bare "§8" after one, "../shared/spec/") into
// citations of the project's own pages, docs/behaviour/<page>.md#<section>.
//
// Usage: node /work/helpers/cite.mjs [repo root, default: cwd] [--dry-run] [--verbose]
//   --dry-run  writes nothing; with --verbose every citation is listed as "file: spec citation → target".
//   Run it after docs/behaviour is in the tree (it checks every target anchor against its headings).
//   Then `git diff` to review; the project's Prettier realigns Markdown tables it touched.
//
// Files are found with `git grep` (tracked files, wherever they have moved), never by a fixed list.
// Which spec a citation means is read from its own words ("browsing spec", "accounts spec"), then an
// explicit citation just before it, then the file's folder, then the line's words, then the file's
// other citations; the section number plus the words around it pick the page and its anchor.
// Idempotent: a rewritten citation has no "§" left, so a second run changes nothing. Every target
// anchor is checked against the headings of docs/behaviour before anything is written.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const args = process.argv.slice(2);
const root = args.find((a) => !a.startsWith('--')) ?? process.cwd();
const dryRun = args.includes('--dry-run');
const verbose = args.includes('--verbose');
const DOCS = 'docs/behaviour';
const EXTENSIONS = /\.(ts|tsx|mts|cts|js|mjs|cjs|md|sql|css|html|json|yaml|yml)$/;

// ---------------------------------------------------------------- which spec a citation means

const ACCOUNTS_PATHS = [
  /modules\/(membership|sales|payments|subscription|playback|lists|guide|media|notify)\//,
  /modules\/money\.ts$/,
  /catalog\/demo\/episodes/,
  /platform\/config\.ts$/,
  /contracts\/src\/(membership|session-constants|sales|playback|guide|lists|bot-check|sandbox-cards|media)\.ts$/,
  /migrations\/0*(5|8|9|11)_/,
  /features\/(auth|payment|plans|lists|player|guide)\//,
  /features\/channels\/(play|schedule|promo)\//,
  /features\/channels\/hooks\/use-channel-page/,
  /features\/channels\/api\/get-channel-rows/,
  /features\/details\/hooks\/use-list-actions/,
  /src\/api\/(user-lists|membership-client|get-offers|error-message)/,
  /lib\/(plan-price|use-user-lists)/,
  /app\/money-routes/,
  /vite\.config/,
  /e2e\/fixtures\/channels/,
  /decisions\/0*(9|1[2-6])-/,
  /apps\/web\/README\.md$/,
];
const BROWSING_PATHS = [
  /modules\/(content|search|appconfig|web|catalog|geo|images)\//,
  /contracts\/src\/(content|constants|first-screen|appconfig)\.ts$/,
  /migrations\/0*(1|2|3|4)_/,
  /apps\/web\/src\/(components|config|lib|app)\//,
  /features\/(catchup|home|ondemand|person|search|see-all|legal|details|channels|app-config|promotion)\//,
  /e2e\//,
];
/** Words that belong to one spec only, for files whose folder does not say (docs, READMEs). */
const ACCOUNTS_WORDS =
  /membership|account calls|ticket|heartbeat|subscription|playback|player|purchase|payment|sales|login|password|verif|cookie|session|streams|lists?\b|price|plans?\b|trial|promo|card|voucher/i;
const BROWSING_WORDS =
  /content calls|catalog|browsing|home configuration|catch-?up|search|content card|channels page/i;
/** Subsection names that settle the spec whatever the folder. */
const ACCOUNTS_TAILS =
  /ticket|subtitles|user lists|login token|channel play page|programme guide|guide,|list entry|player states|list buttons|billing view/i;
const BROWSING_TAILS =
  /content card|more from this actor|details, series|navigation bar|page frame|detail links|route table|url state|home, on-demand/i;

function specOf({ which, tail, path, line, inherited, fileSpec }) {
  if (which) return which.toLowerCase();
  if (ACCOUNTS_TAILS.test(tail)) return 'accounts';
  if (BROWSING_TAILS.test(tail)) return 'browsing';
  if (inherited) return inherited;
  if (ACCOUNTS_PATHS.some((re) => re.test(path))) return 'accounts';
  if (BROWSING_PATHS.some((re) => re.test(path))) return 'browsing';
  const accountsWords = ACCOUNTS_WORDS.test(line);
  const browsingWords = BROWSING_WORDS.test(line);
  if (accountsWords !== browsingWords) return accountsWords ? 'accounts' : 'browsing';
  return fileSpec;
}

// ---------------------------------------------------------------- where each section now lives
// Rules per spec and section, first match wins: `t` is tested on the citation's line and its
// subsection name, `p` on the file's path. `to` is page#anchor.

const R = (to, t, p) => ({ to, t, p });
const RULES = {
  browsing: {
    1: [
      R('product.md#footer', /footer|company|support chat|chat entry/i),
      R('product.md#promotion-banner', /\bCA\b|promotion/),
      R('product.md#devices-page', /devices/i),
      R('product.md#call-to-action', /call to action|invitation|own rows/i),
      R('product.md#offer'),
    ],
    2: [
      R('home-and-on-demand.md#home', /Home, On-demand/),
      R('routes-and-frame.md#protected-screens', /protected/i),
      R(
        'routes-and-frame.md#route-table',
        /route table|every url|the urls|shareable|whose link people share/i,
      ),
      R('search.md#search-page', /search results|\/search\?q=.*30/i, /features\/search\//),
      R('search.md#search-box', /search box|suggestions|typed text/i),
      R('search.md', undefined, /features\/search\//),
      R('details-and-people.md#actor-page', /more from this actor/i),
      R('details-and-people.md#actor-page', undefined, /features\/person\//),
      R('catch-up.md#url-state', /url state/i),
      R('catch-up.md#catch-up-videos-page', /catchup\/videos \(/i, /catchup\//),
      R('catch-up.md#date-strip', /date|mtva|cards per view/i, /catchup\//),
      R('catch-up.md#filters', /filter|sort/i, /catchup\//),
      R('catch-up.md#catch-up-videos-page', undefined, /catchup\//),
      R('details-and-people.md#series-episodes', /episodes row|season buttons/i, /features\/details\//),
      R('details-and-people.md#catch-up-play-page', /catchup\/play|episode or clip/i, /features\/details\//),
      R('details-and-people.md#details-page', undefined, /features\/details\//),
      R('channels-live-guide.md#channels-page', undefined, /features\/channels\//),
      R('home-and-on-demand.md#on-demand', undefined, /features\/ondemand\//),
      R('home-and-on-demand.md#list-group', undefined, /see-all\//),
      R('product.md#legal-pages', undefined, /features\/legal\//),
      R('home-and-on-demand.md#home', /first home group/i),
      R('home-and-on-demand.md#personal-rows', /own rows|personal/i),
      R('home-and-on-demand.md#home', undefined, /features\/home\//),
      R(
        'routes-and-frame.md#detail-links',
        /detail link|details\/\{id\}|where a card|detail-links|everything else has a details page/i,
      ),
      R('home-and-on-demand.md#home', /home group/i, /slider-row\//),
      R('home-and-on-demand.md#hero', /hero/i, /slider-row\//),
      R('home-and-on-demand.md#content-card', /card/i, /content-card|list-tags/),
      R('home-and-on-demand.md#content-rows', undefined, /slider-row\//),
      R('routes-and-frame.md#live-channel-popup', /popup/i),
      R('routes-and-frame.md#pager', /pager|first and last/i),
      R(
        'routes-and-frame.md#page-frame',
        /page frame|frame of every page|funnels|loading indicator|while the session or the home configuration loads/i,
      ),
      R(
        'routes-and-frame.md#navigation-bar',
        /navigation bar|logo|account menu|log out|logs out|not signed in sees|on demand dropdown|catchup guides|root page of the home configuration/i,
      ),
      R('errors-and-messages.md#not-found', /unknown path|not-found/i),
      R('routes-and-frame.md#navigation-bar', /menu|popup entry/i, /layout\//),
      R('routes-and-frame.md#page-frame', undefined, /layout\/|components\/ui\//),
      R('routes-and-frame.md#route-table'),
    ],
    3: [
      R('catalog-calls.md#browser-storage', /storage|kept for an hour/i),
      R('home-and-on-demand.md#home-configuration', /home configuration|menu/i),
      R('catalog-calls.md#category-cards-and-sliders', /category card|slug:/i),
      R('catalog-calls.md#content-types', /content type|type ids|ids 1\.\.8/i),
      R('catalog-calls.md#content-item'),
    ],
    4: [
      R('routes-and-frame.md#toggles-and-scroll-lock', /scroll|lock|mutually exclusive|modal/i),
      R(
        'home-and-on-demand.md#home-configuration',
        /home configuration|country is not served|page configuration/i,
      ),
      R('catch-up.md#states', undefined, /catchup\//),
      R('errors-and-messages.md#loading-and-failed-loads', /skeleton/i),
      R(
        'catalog-calls.md#paging',
        /page past|page index|falls back|first page|pageindex|more to load|load more|page 0/i,
      ),
      R('errors-and-messages.md#not-found', /not found|404/i),
      R('home-and-on-demand.md#content-rows', /fail|left out|hidden/i, /slider-row\//),
      R('errors-and-messages.md#loading-and-failed-loads'),
    ],
    5: [R('search.md#autocomplete')],
    6: [R('channels-live-guide.md#channels-page', /favorites/i), R('product.md#audience-and-roles')],
    7: [
      R('home-and-on-demand.md#home-configuration', /cc header|country/i),
      R('search.md#calls', /autocomplete|search/i),
      R('search.md#calls', undefined, /search\//),
      R('details-and-people.md#actor-page', undefined, /features\/person\/|e2e\/person/),
      R('catch-up.md#calls', undefined, /catchup\//),
      R('catalog-calls.md#filtered-video-uses', /channels|category 2/i),
      R('catalog-calls.md#lists', /stored request|filters \(|static list/i),
      R('catalog-calls.md#calls'),
    ],
    8: [
      R('details-and-people.md#actor-page', undefined, /features\/person\//),
      R('home-and-on-demand.md#personal-rows', undefined, /personal-rows/),
      R('channels-live-guide.md#channel-guide', /guide|section empty/i),
      R('home-and-on-demand.md#content-rows', undefined, /slider-row\//),
      R('errors-and-messages.md#loading-and-failed-loads'),
    ],
    9: [
      R('catch-up.md#sort-options', /sort/i),
      R('routes-and-frame.md#pager', undefined, /pager\//),
      R('product.md#promotion-banner', /remembered for an hour|one hour/i),
      R('home-and-on-demand.md#home-configuration', /home configuration cache/i),
      R('limits.md#browsing'),
    ],
  },
  accounts: {
    1: [R('product.md#promotion-banner', /\bCA\b|promotion banner/), R('product.md#offer')],
    2: [
      R('accounts.md#login', /already signed in|just signed in|came from/i),
      R('routes-and-frame.md#protected-screens', /protected|from` is where|`from` parameter/i),
      R(
        'routes-and-frame.md#route-table',
        undefined,
        /money-routes|account-routes|account-paths|payment-paths/,
      ),
      R(
        'channels-live-guide.md#channel-play-page',
        /channel play page|\/play\/|favourites|catchup videos|checkedchannels|promo \(|last episodes|best shows/i,
      ),
      R('channels-live-guide.md#channel-play-page', undefined, /features\/channels\//),
      R('lists.md#my-lists-page', /mylists|my lists|selector/i),
      R('lists.md#my-lists-page', undefined, /lists(\/|\.ts)/),
      R('plans-and-payment.md#plans-page', undefined, /features\/plans\/|sales|money/),
      R('subscription.md#cancel', /cancel/i),
      R('subscription.md#billing-details', /billing/i),
      R('plans-and-payment.md#promotion-code-detail', /promotion-code\/detail/i),
      R('plans-and-payment.md#promo-code', /promo-code/i),
      R('plans-and-payment.md#success-page', /success/i),
      R('plans-and-payment.md#payment-choice', /payment-select|credit card or/i),
      R('plans-and-payment.md#subscribe', /subscribe/i),
      R('plans-and-payment.md#payment-choice', undefined, /payment/),
      R('accounts.md#forgot-password', /forgot/i),
      R('accounts.md#change-password', /change-password|change password/i),
      R('accounts.md#session', /log ?out/i),
      R('accounts.md#account-page', /\/account \(|account page|membership information/i),
      R('accounts.md#verification', /verify|countdown/i),
      R('accounts.md#register', /register/i),
      R('accounts.md#login', /login|show\/hide/i),
      R('details-and-people.md#catch-up-play-page', undefined, /features\/details\//),
      R('subscription.md#cancel', undefined, /subscription/),
      R('routes-and-frame.md#route-table'),
    ],
    3: [
      R('accounts.md#session', /session state|account details|cached user data/i),
      R('accounts.md#cookies-and-storage', /cookie|session storage|storage keys|selected-offer-id/i),
      R('limits.md#accounts-money-and-playback', /lifetimes/i),
      R('accounts.md#verification', /verification code/i),
      R('accounts.md#register', /marketingoptions|registration payload/i),
      R('accounts.md#session', /account details|session state|cached user data/i),
      R('channels-live-guide.md#guide-calls', /programme guide|guide entry/i),
      R('channels-live-guide.md#guide-calls', undefined, /guide/),
      R('catalog-calls.md#content-item', /cdnurls|where (it|an item) plays/i),
      R('lists.md#the-lists', /list entry|personal lists|lists/i),
      R('lists.md#the-lists', undefined, /lists/),
      R('plans-and-payment.md#offers', /license|duration|offer/i),
      R('plans-and-payment.md#offers', undefined, /sales|money|008_/),
      R('accounts.md#user'),
    ],
    4: [
      R(
        'plans-and-payment.md#plan-selection',
        /plan selection|promo button|VOUCHER|a plan, or the plans page/,
      ),
      R('plans-and-payment.md#purchase-flow', /purchase|report of success/i),
      R('accounts.md#session', /session start|log ?out|failed session|cached user data|resuming/i),
      R('accounts.md#verification', /verif|code is sent|not sent again|109303/i),
      R('accounts.md#forgot-password', /forgot|new password|sent home/i),
      R(
        'playback-and-streams.md#next-episode',
        /next-episode|next episode|ending time|end credits|endingtime/i,
      ),
      R('playback-and-streams.md#controls', /controls|hide/i),
      R('playback-and-streams.md#player-states', /player/i),
      R('lists.md#list-buttons', /toggle|button|switching only|confirmed/i),
      R('subscription.md#billing-details', /billing/i),
      R('subscription.md#states', /state|codes|negative|plays/i),
      R('catalog-calls.md#paging', /page past|page 0|page index|falls back|first page/i),
      R('accounts.md#session', /session|log ?out|cached|loading flag|auth cookies|resuming/i),
      R('plans-and-payment.md#plan-selection', undefined, /plans\//),
      R('plans-and-payment.md#purchase-flow', undefined, /payment|sales|money/),
      R('subscription.md#states', undefined, /subscription|008_/),
      R('lists.md#list-buttons', undefined, /lists(\/|\.ts)/),
      R('playback-and-streams.md#player-states', undefined, /player|playback/),
      R('accounts.md#session'),
    ],
    5: [
      R('accounts.md#bot-check', /bot-check|bot check|is not sent in the|token/i),
      R('subscription.md#cancel', /cancel screen|password is required/i),
      R('plans-and-payment.md#validation', undefined, /payment|sales/),
      R('accounts.md#validation'),
    ],
    6: [
      R('plans-and-payment.md#who-may-pay', /verified|may pay|only .*pay/i),
      R('channels-live-guide.md#channels-page', /favorites/i),
      R('lists.md#the-lists', /lists need|personal lists/i),
      R('playback-and-streams.md#who-may-watch'),
    ],
    7: [
      R('playback-and-streams.md#subtitles', /subtitles|srt/i),
      R('playback-and-streams.md#ticket', /ticket/i),
      R('lists.md#login-token', /login token|service\/profile/i),
      R('lists.md#calls', /user lists|user-list/i),
      R('lists.md#calls', undefined, /lists/),
      R('accounts.md#calls', /api ?key|every account(-service)? call/i),
      R('channels-live-guide.md#guide-calls', undefined, /guide/),
      R('subscription.md#calls', /\/subscription\//),
      R('subscription.md#calls', undefined, /subscription/),
      R('plans-and-payment.md#calls', undefined, /sales|payment|get-offers|money/),
      R('catalog-calls.md#calls', /content lookups|search/i),
      R('accounts.md#calls'),
    ],
    8: [
      R('plans-and-payment.md#card-codes', /card/i),
      R('subscription.md#messages', /couldn't find|cancel errors/i),
      R('subscription.md#messages', undefined, /subscription/),
      R('lists.md#login-token', /user-list|login token|renewed after a failure|failed state/i),
      R('lists.md#login-token', undefined, /lists/),
      R('channels-live-guide.md#channel-guide', undefined, /channels\/schedule/),
      R('errors-and-messages.md#loading-and-failed-loads', /guide|section empty|failed load/i),
      R(
        'errors-and-messages.md#network-errors',
        /\{code\} - \{message\}|0000|network|without a server answer|server's own/i,
      ),
      R('accounts.md#verification', /109303|already verified/i),
      R('plans-and-payment.md#messages', undefined, /payment|sales/),
      R('accounts.md#messages', undefined, /auth|membership/),
      R('errors-and-messages.md#network-errors'),
    ],
    9: [
      R('playback-and-streams.md#three-streams', /simultaneous|streams|devices/i),
      R('channels-live-guide.md#dvr', /dvr|8 hours/i),
      R('channels-live-guide.md#channel-play-page', /5 each|last episodes|best shows|5 newest/i),
      R('channels-live-guide.md#channel-guide', /guide|5 dates/i),
      R('channels-live-guide.md#channel-guide', undefined, /schedule|guide/),
      R('plans-and-payment.md#prices', /monthly|price/i),
      R('lists.md#my-lists-page', /my lists|more loads|10 entries|20 more/i),
      R('limits.md#accounts-money-and-playback'),
    ],
  },
};

function targetOf(spec, section, path, text, tail) {
  const rules = RULES[spec][section];
  if (!rules) throw new Error(`${path}: no rule for ${spec} spec §${section}`);
  const byTail = tail.trim() && rules.find((r) => r.t?.test(tail) && (!r.p || r.p.test(path)));
  return (byTail || rules.find((r) => (!r.t || r.t.test(text)) && (!r.p || r.p.test(path)))).to;
}

// ---------------------------------------------------------------- the citations

const SECTION = String.raw`§\s?\d+`;
const JOIN = String.raw`\s*(?:,\s*and|,|and|\/|–|-)\s*`;
const QUOTED_TAIL = String.raw`"[^"\n]*"(?:\s+and\s+"[^"]*")?`;
const NAMED_TAIL = [
  'Ticket and Subtitles',
  'Ticket',
  'Subtitles',
  'User lists',
  'Login token',
  'List entry',
  'List buttons',
  'Player states',
  'billing view rules',
  'state codes',
  'codes',
  'session storage',
  'storage',
  'CdnUrls',
  'detail links',
  'navigation bar',
  'page frame',
  'privacy and terms',
  'devices page',
  'account menu',
  'route table',
  'URL state',
  'Home, On-demand',
  'plan selection',
  'duration types',
  'verification code record',
  'account details',
  'session state',
  'entitlement',
  'states',
].join('|');
const CITATION = new RegExp(
  String.raw`(?<lead>(?:\b(?<which>browsing|accounts)\s+)?(?:\b(?<spec>[Ss]pec)\s+)?)` +
    String.raw`(?<sections>${SECTION}(?:${JOIN}${SECTION})*)(?<possessive>'s)?` +
    String.raw`(?<tail>(?:,?\s+(?:${QUOTED_TAIL})|,?\s+(?:${NAMED_TAIL})\b(?=[\s,.;:)]|$)))?`,
  'g',
);
const SHARED_SPEC = /`?(?:\.\.\/|\/work\/)*shared\/spec\/?(?:[\w.-]+\.md)?`?/g;

function sectionsOf(text) {
  const numbers = [...text.matchAll(/§\s?(\d+)/g)].map((m) => Number(m[1]));
  const joins = [...text.matchAll(new RegExp(`${SECTION}(${JOIN})(?=${SECTION})`, 'g'))].map((m) =>
    m[1].trim(),
  );
  const out = [numbers[0]];
  for (let i = 1; i < numbers.length; i += 1) {
    if (/^[–-]$/.test(joins[i - 1] ?? ''))
      for (let n = numbers[i - 1] + 1; n < numbers[i]; n += 1) out.push(n);
    out.push(numbers[i]);
  }
  return out;
}

/** One link per page: the section's anchor, or the page alone when the citation spans several of its sections. */
function citationText(targets, wholePages) {
  const byPage = new Map();
  for (const target of targets) {
    const [page, anchor] = target.split('#');
    if (!byPage.has(page)) byPage.set(page, new Set());
    byPage.get(page).add(anchor);
  }
  return [...byPage]
    .map(
      ([page, anchors]) =>
        `${DOCS}/${page}${anchors.size === 1 && [...anchors][0] && !wholePages ? `#${[...anchors][0]}` : ''}`,
    )
    .join(', ');
}

function currentLine(content, index) {
  const start = content.lastIndexOf('\n', index - 1) + 1;
  const end = content.indexOf('\n', index);
  return content.slice(start, end === -1 ? undefined : end);
}

/** The citation's line and the one before it: comments wrap, and the words that say what is meant may be above. */
function lineAround(content, index) {
  const lineStart = content.lastIndexOf('\n', index - 1);
  const start = lineStart <= 0 ? 0 : content.lastIndexOf('\n', lineStart - 1) + 1;
  const end = content.indexOf('\n', index);
  return content.slice(start, end === -1 ? undefined : end);
}

const LINK = String.raw`docs\/behaviour\/[\w.-]+\.md(?:#[\w-]+)?`;
/** Neighbouring links that a list of sections became, e.g. "§3 …, §7 …" of one page, are said once. */
const LINK_RUN = new RegExp(`${LINK}(?:, ${LINK})+`, 'g');

/** Sentences whose sense changes once they cite this project's pages rather than the old spec. */
const PHRASES = [
  [
    'VerifyCode (spec §7 shows no payload)',
    `VerifyCode (${DOCS}/accounts.md#calls; the payload is this project's)`,
  ],
  ["(its message is the server's; spec §5 shows none)", "(its message is the server's)"],
  [
    'Spec §5 shows no message for some rules (the name)',
    `Some rules have no message of their own (the name, ${DOCS}/accounts.md#validation)`,
  ],
  ["Spec §4's player state", `The player state (${DOCS}/playback-and-streams.md#player-states)`],
  ["spec §7's query", `the query of ${DOCS}/subscription.md#calls`],
];

function rewrite(path, original) {
  const content = PHRASES.reduce((text, [from, to]) => text.split(from).join(to), original);
  const explicit = [...content.matchAll(/\b(browsing|accounts)\s+(?:spec\s+)?§/g)].map((m) => m[1]);
  const count = (re) => content.match(new RegExp(re.source, 'gi'))?.length ?? 0;
  const byWords = count(ACCOUNTS_WORDS) > count(BROWSING_WORDS) ? 'accounts' : 'browsing';
  const fileSpec = new Set(explicit).size === 1 ? explicit[0] : byWords;
  let last = { spec: undefined, end: -Infinity };
  const changes = [];
  const next = content.replace(CITATION, (match, ...rest) => {
    const groups = rest.at(-1);
    const offset = rest.at(-3);
    const tail = groups.tail ?? '';
    const line = lineAround(content, offset);
    const inherited = !groups.spec && !groups.which && offset - last.end < 300 ? last.spec : undefined;
    const spec = specOf({
      which: groups.which,
      tail,
      path,
      line: currentLine(content, offset),
      inherited,
      fileSpec,
    });
    const text = `${line} ${tail}`;
    const sections = sectionsOf(groups.sections);
    const targets = sections.map((n) => targetOf(spec, n, path, text, tail));
    last = { spec: groups.which || groups.spec ? spec : last.spec, end: offset + match.length };
    if (groups.which || groups.spec) last.spec = spec;
    const replacement = citationText(targets, /[–-]/.test(groups.sections));
    changes.push(`${path}: ${spec} ${match.replace(/\s+/g, ' ')} → ${replacement}`);
    return replacement;
  });
  const merged = next.replace(LINK_RUN, (run) =>
    citationText(
      run.split(', ').map((link) => link.slice(DOCS.length + 1)),
      false,
    ),
  );
  return { next: merged.replace(SHARED_SPEC, `\`${DOCS}/\``), changes };
}

// ---------------------------------------------------------------- run

function anchorsOfDocs() {
  const anchors = new Set();
  for (const file of readdirSync(join(root, DOCS)).filter((f) => f.endsWith('.md'))) {
    anchors.add(file);
    for (const [, heading] of readFileSync(join(root, DOCS, file), 'utf8').matchAll(/^#{1,6} (.+)$/gm)) {
      const slug = heading
        .toLowerCase()
        .replace(/[^\p{L}\p{N} -]/gu, '')
        .replace(/ /g, '-');
      anchors.add(`${file}#${slug}`);
    }
  }
  return anchors;
}

function checkRules(anchors) {
  const missing = Object.values(RULES)
    .flatMap((sections) => Object.values(sections).flat())
    .map((rule) => rule.to)
    .filter((to) => !anchors.has(to));
  if (missing.length)
    throw new Error(`targets without a heading in ${DOCS}: ${[...new Set(missing)].join(', ')}`);
}

function candidateFiles() {
  let out;
  try {
    out = execFileSync('git', ['grep', '-l', '-I', '-e', '§', '-e', 'shared/spec', '--', '.', `:!${DOCS}`], {
      cwd: root,
      encoding: 'utf8',
    });
  } catch (error) {
    if (error.status === 1) return [];
    throw error;
  }
  return out
    .split('\n')
    .filter(
      (f) => f && EXTENSIONS.test(f) && !f.includes('node_modules/') && !f.endsWith('package-lock.json'),
    );
}

checkRules(anchorsOfDocs());
let filesChanged = 0;
const changedFiles = [];
let citations = 0;
for (const file of candidateFiles()) {
  const before = readFileSync(join(root, file), 'utf8');
  const { next, changes } = rewrite(file, before);
  citations += changes.length;
  if (verbose) for (const change of changes) console.log(change);
  if (next !== before) {
    filesChanged += 1;
    changedFiles.push(file);
    if (!dryRun) writeFileSync(join(root, file), next);
  }
}
console.log(`${dryRun ? 'would rewrite' : 'rewrote'} ${citations} citations in ${filesChanged} files`);

// Whatever is left (a form the pattern does not know) is listed, so it can be fixed by hand.
if (!dryRun) {
  try {
    const left = execFileSync(
      'git',
      ['grep', '-n', '-I', '-e', 'spec §', '-e', 'shared/spec', '-e', '§', '--', '.', `:!${DOCS}`],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    console.log(`left for a hand edit:\n${left}`);
    process.exitCode = 1;
  } catch (error) {
    if (error.status !== 1) throw error;
  }
}

// Markdown tables whose cells changed width are realigned by the project's own Prettier, when installed.
const prettier = join(root, 'node_modules/.bin/prettier');
if (!dryRun && changedFiles.length && existsSync(prettier)) {
  execFileSync(prettier, ['--write', '--ignore-unknown', '--log-level', 'warn', ...changedFiles], {
    cwd: root,
    stdio: 'inherit',
  });
}
