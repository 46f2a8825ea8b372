import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { featureBoundaries, WEB_HINT } from './feature-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const featuresRoot = path.resolve('/sahra/apps/web/src/features');
const options = [
  {
    featuresRoot,
    shared: {
      lists: ['components/favourite-button', 'hooks/use-resume-position'],
      player: ['index'],
    },
  },
];
const inFeature = (file) => path.join(featuresRoot, file);
const details = inFeature('details/components/player-slot.tsx');
const channels = inFeature('channels/play/channel-play-page.tsx');
const crossing = (feature, other, module) => ({
  messageId: 'crossing',
  data: { feature, other, module, hint: WEB_HINT },
});

new RuleTester({ languageOptions: { parser: tseslint.parser } }).run(
  'feature-boundaries',
  featureBoundaries,
  {
    valid: [
      // the player's public entry, however the folder is named
      { filename: details, code: "import { Player } from '../../player';", options },
      { filename: details, code: "import { Player } from '../../player/index.tsx';", options },
      { filename: channels, code: "const load = () => import('../../player/');", options },
      // the listed modules of lists
      {
        filename: channels,
        code: "import { FavouriteButton } from '../../lists/components/favourite-button';",
        options,
      },
      {
        filename: details,
        code: "import { useResumePosition } from '../../lists/hooks/use-resume-position';",
        options,
      },
      // a feature's own modules, packages, and shared code outside the features
      { filename: details, code: "import { PlayerSlot } from './player-slot';", options },
      { filename: details, code: "import { useQuery } from '@tanstack/react-query';", options },
      { filename: details, code: "import { image } from '../../../lib/image';", options },
      // src/app composes the features
      {
        filename: path.resolve('/sahra/apps/web/src/app/route-table.tsx'),
        code: "import { Player } from '../features/player/player';",
        options,
      },
    ],
    invalid: [
      // details reaches past the player's entry
      {
        filename: details,
        code: "import { Player } from '../../player/player';",
        options,
        errors: [crossing('details', 'player', 'player')],
      },
      {
        filename: details,
        code: "import type { PlayerProps } from '../../player/player-props';",
        options,
        errors: [crossing('details', 'player', 'player-props')],
      },
      // channels into the player's or the lists' own modules
      {
        filename: channels,
        code: "export { usePlaybackSession } from '../../player/hooks/use-playback-session';",
        options,
        errors: [crossing('channels', 'player', 'hooks/use-playback-session')],
      },
      {
        filename: channels,
        code: "const page = () => import('../../lists/routes/my-lists');",
        options,
        errors: [crossing('channels', 'lists', 'routes/my-lists')],
      },
      {
        filename: channels,
        code: "type Names = import('../../lists/list-names').ListName;",
        options,
        errors: [crossing('channels', 'lists', 'list-names')],
      },
      // a folder holding a listed module is not itself listed
      {
        filename: channels,
        code: "export * from '../../lists/hooks';",
        options,
        errors: [crossing('channels', 'lists', 'hooks')],
      },
      // detours through src/features or another folder lead to the same module
      {
        filename: details,
        code: "import { Player } from '../../../features/player/player.tsx';",
        options,
        errors: [crossing('details', 'player', 'player')],
      },
      {
        filename: details,
        code: "import { Player } from '../../channels/../player/player';",
        options,
        errors: [crossing('details', 'player', 'player')],
      },
      // a feature without listed modules shares nothing
      {
        filename: channels,
        code: "import { DetailsPage } from '../../details/components/details-page';",
        options,
        errors: [crossing('channels', 'details', 'components/details-page')],
      },
    ],
  },
);

// the server's modules: each opens only its public.ts, and the message says so
const modulesRoot = path.resolve('/sahra/apps/server/src/modules');
const serverOptions = [
  {
    featuresRoot: modulesRoot,
    shared: { membership: ['public'], media: ['public'] },
    hint: 'import what it offers from its public.ts',
  },
];
const billingRoutes = path.join(modulesRoot, 'billing/purchase/routes.ts');
new RuleTester({ languageOptions: { parser: tseslint.parser } }).run(
  'feature-boundaries on the server',
  featureBoundaries,
  {
    valid: [
      {
        filename: billingRoutes,
        code: "import { signedIn } from '../../membership/public.js';",
        options: serverOptions,
      },
      // a module's own files, and the platform outside the modules
      { filename: billingRoutes, code: "import { x } from '../deps.js';", options: serverOptions },
      {
        filename: billingRoutes,
        code: "import { x } from '../../../platform/db.js';",
        options: serverOptions,
      },
    ],
    invalid: [
      {
        filename: billingRoutes,
        code: "import { users } from '../../membership/users.js';",
        options: serverOptions,
        errors: [
          {
            messageId: 'crossing',
            data: {
              feature: 'billing',
              other: 'membership',
              module: 'users',
              hint: 'import what it offers from its public.ts',
            },
          },
        ],
      },
    ],
  },
);
