import type { Locator, Page } from '@playwright/test';
import { channelsInOrder, type Channel } from './fixtures/channels';
import { expect as baseExpect, test } from './fixtures/test';

// Catalog pages are read uncached on a freshly seeded server; on a loaded machine the first answers
// can take longer than the default 10 s, and a journey should fail on wrong content, not on a slow one.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const meta = (channel: Channel, namespace: string) =>
  channel.Metadata.find((entry) => entry.NameSpace === namespace)?.UrlEncodedValue;

function grid(page: Page): Locator {
  return page.getByRole('list', { name: 'Channels' });
}

test('the channels page shows every channel as a tile opening its player', async ({
  page,
  request,
  stepScreenshot,
}) => {
  const all = await channelsInOrder(request);
  const first = all[0];
  if (!first) throw new Error('the catalog has no channels');
  await page.goto('/channel');
  await expect(page).toHaveTitle('Live TV Channels');
  await expect(page.getByRole('heading', { level: 1, name: 'Live TV channels' })).toBeVisible();
  await expect(grid(page).getByRole('listitem')).toHaveCount(all.length);
  const tile = grid(page).getByRole('link').first();
  await expect(tile).toHaveAttribute('href', `/play/${first.Id}/${first.EncodedURL}`);
  await expect(tile.getByRole('img')).toHaveAttribute('alt', first.DisplayTitle ?? first.Name);
  // accounts do not exist yet: the signed-in-only filter is not offered
  await expect(page.getByText('Only Favorites')).toHaveCount(0);
  await stepScreenshot('channels');
});

test('Only HD and the Country dropdown filter the channels, and the URL keeps the filter', async ({
  page,
  request,
  stepScreenshot,
}) => {
  const all = await channelsInOrder(request);
  const hd = all.filter((channel) => meta(channel, 'format') === 'hd');
  const firstChannel = all[0];
  if (!firstChannel) throw new Error('the catalog has no channels');
  const country = meta(firstChannel, 'country') ?? '';
  const hdInCountry = hd.filter((channel) => meta(channel, 'country') === country);

  await page.goto('/channel');
  await expect(grid(page).getByRole('listitem')).toHaveCount(all.length);
  // the tick is URL state: it shows once the router has moved to the new URL, so click, then expect
  const onlyHd = page.getByRole('checkbox', { name: 'Only HD' });
  await onlyHd.click();
  await expect(onlyHd).toBeChecked();
  await expect(page).toHaveURL(/onlyHd=true/);
  await expect(grid(page).getByRole('listitem')).toHaveCount(hd.length);
  await stepScreenshot('channels-only-hd');

  const dropdown = page.getByRole('button', { name: 'Country' });
  await expect(dropdown).toHaveAttribute('aria-expanded', 'false');
  await dropdown.click();
  await expect(dropdown).toHaveAttribute('aria-expanded', 'true');
  const countryName = new Intl.DisplayNames(['en'], { type: 'region' }).of(country.toUpperCase()) ?? '';
  const countryBox = page
    .getByRole('group', { name: 'Country' })
    .getByRole('checkbox', { name: countryName });
  await countryBox.click();
  await expect(countryBox).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`country=${country}`));
  await expect(grid(page).getByRole('listitem')).toHaveCount(hdInCountry.length);
  await stepScreenshot('channels-country-open');

  // Escape closes the dropdown and gives focus back to its button
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Country (1)' })).toBeFocused();
  await expect(page.getByRole('group', { name: 'Country' })).toBeHidden();

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Only HD' })).toBeChecked();
  await expect(grid(page).getByRole('listitem')).toHaveCount(hdInCountry.length);
  await stepScreenshot('channels-filtered');
});

test('an unknown country in the URL is ignored', async ({ page, request }) => {
  const all = await channelsInOrder(request);
  await page.goto('/channel?country=nope,%3Cscript%3E&onlyHd=maybe');
  await expect(grid(page).getByRole('listitem')).toHaveCount(all.length);
  await expect(page.getByRole('button', { name: 'Country' })).toBeVisible();
});

test('in Arabic the channels page reads right to left', async ({ page, stepScreenshot }) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'ar'));
  await page.goto('/channel');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'القنوات المباشرة' })).toBeVisible();
  await page.getByRole('button', { name: 'البلد' }).click();
  await expect(page.getByRole('group', { name: 'البلد' }).getByRole('checkbox').first()).toBeVisible();
  await stepScreenshot('channels-arabic');
});
