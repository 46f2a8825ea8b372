import {
  listChangeResultSchema,
  listContainersPageSchema,
  listSummarySchema,
  MembershipErrorCode,
  UserListName,
  userListPageSchema,
} from '@sahra/contracts';
import { expect, test } from 'vitest';
import { describeWithServer } from '../../testing/test-app.js';
import { failureOf, resultOf } from '../../testing/content-client.js';
import { call, TEST_API_KEY } from '../../testing/membership-client.js';
import { memberLoginToken, memberTokens, ues, visitorLoginToken } from '../../testing/lists-client.js';
import { titleIds } from '../../testing/catalog-fixtures.js';

const EPISODE = 2;
const MOVIE = 8;

describeWithServer(
  'personal lists',
  (server) => {
    const app = () => server().app;
    const db = () => server().storage.db;

    const add = async (token: string, name: string, contentID: number, extra: object = {}) =>
      resultOf(await ues(app(), 'add_to_list', { token, name, contentID, ...extra }), listChangeResultSchema);
    const list = async (token: string, name: string, paging: object = {}) =>
      resultOf(await ues(app(), 'get_list_v2', { token, name, ...paging }), userListPageSchema);
    const summary = async (token: string, contentID: number) =>
      resultOf(await ues(app(), 'get_summary', { token, contentID }), listSummarySchema);

    test('a title added to My List is listed with its catalog item, newest first, and leaves when removed', async () => {
      const token = await memberLoginToken(app());
      const [first, second] = await titleIds(db(), MOVIE, 2);
      expect(await add(token, UserListName.Watchlist, first!)).toEqual({ success: true, inList: true });
      await add(token, UserListName.Watchlist, second!);

      const page = await list(token, UserListName.Watchlist);
      expect(page.Items.map((entry) => entry.contentID)).toEqual([second, first]);
      expect(page.TotalCount).toBe(2);
      expect(page.Items[0]).toMatchObject({ name: 'watchlist', contentType: MOVIE, position: null });
      expect(page.Items[0]!.Item.Id).toBe(second);
      expect(page.Items[0]!.Item.UrlEncodedName.length).toBeGreaterThan(0);

      const removed = await ues(app(), 'remove_from_list', { token, name: 'watchlist', contentID: first });
      expect(resultOf(removed, listChangeResultSchema).inList).toBe(false);
      expect((await list(token, UserListName.Watchlist)).Items.map((entry) => entry.contentID)).toEqual([
        second,
      ]);
    });

    test('get_summary answers the lists a title is in and its saved position', async () => {
      const token = await memberLoginToken(app());
      const [movie] = await titleIds(db(), MOVIE, 1);
      expect(await summary(token, movie!)).toEqual({
        success: true,
        lists: [],
        position: null,
        duration: null,
      });
      await add(token, UserListName.Liked, movie!);
      await add(token, UserListName.Unfinished, movie!, { position: 600, duration: 5400 });
      expect(await summary(token, movie!)).toEqual({
        success: true,
        lists: ['liked', 'unfinished'],
        position: 600,
        duration: 5400,
      });
    });

    test('a new position replaces the saved one, and a title watched into its last 5 % leaves Continue Watching', async () => {
      const token = await memberLoginToken(app());
      const [episode] = await titleIds(db(), EPISODE, 1);
      await add(token, UserListName.Unfinished, episode!, { position: 100, duration: 1000 });
      await add(token, UserListName.Unfinished, episode!, { position: 900, duration: 1000 });
      const [entry] = (await list(token, UserListName.Unfinished)).Items;
      expect(entry).toMatchObject({ contentID: episode, position: 900, duration: 1000 });

      const finished = await add(token, UserListName.Unfinished, episode!, { position: 960, duration: 1000 });
      expect(finished.inList).toBe(false);
      expect((await list(token, UserListName.Unfinished)).TotalCount).toBe(0);
    });

    test('the same add sent ten times at once leaves one entry', async () => {
      const token = await memberLoginToken(app());
      const [movie] = await titleIds(db(), MOVIE, 1);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          ues(app(), 'add_to_list', { token, name: 'favorites', contentID: movie }),
        ),
      );
      for (const answer of answers) expect(answer.status).toBe(200);
      expect((await list(token, UserListName.Favorites)).TotalCount).toBe(1);
    });

    test('pages: load-more goes on while PageSize*(PageIndex+1) < TotalCount, and a page past the end answers page 0', async () => {
      const token = await memberLoginToken(app());
      const ids = await titleIds(db(), EPISODE, 5);
      for (const id of ids) await add(token, UserListName.Watchlist, id);
      const newestFirst = [...ids].reverse();

      const first = await list(token, UserListName.Watchlist, { pageSize: 2, pageIndex: 0 });
      const second = await list(token, UserListName.Watchlist, { pageSize: 2, pageIndex: 1 });
      const last = await list(token, UserListName.Watchlist, { pageSize: 2, pageIndex: 2 });
      expect([first, second, last].map((page) => page.Items.map((entry) => entry.contentID))).toEqual([
        newestFirst.slice(0, 2),
        newestFirst.slice(2, 4),
        newestFirst.slice(4),
      ]);
      expect(last.PageSize * (last.PageIndex + 1)).toBeGreaterThanOrEqual(last.TotalCount);

      const beyond = await list(token, UserListName.Watchlist, { pageSize: 2, pageIndex: 9 });
      expect(beyond.PageIndex).toBe(0);
      expect(beyond.Items.map((entry) => entry.contentID)).toEqual(newestFirst.slice(0, 2));
    });

    test('the My Lists page: 2 entries, then More continues after them with a larger page', async () => {
      const token = await memberLoginToken(app());
      const ids = await titleIds(db(), EPISODE, 5);
      for (const id of ids) await add(token, UserListName.Liked, id);
      const newestFirst = [...ids].reverse();

      const first = await list(token, UserListName.Liked, { pageSize: 2 });
      expect(first.After).not.toBeNull();
      const more = await list(token, UserListName.Liked, { pageSize: 20, after: first.After });
      expect(more.Items.map((entry) => entry.contentID)).toEqual(newestFirst.slice(2));
      expect(more.After).toBeNull();
    });

    test('contentType keeps only titles of that type', async () => {
      const token = await memberLoginToken(app());
      const [episode] = await titleIds(db(), EPISODE, 1);
      const [movie] = await titleIds(db(), MOVIE, 1);
      await add(token, UserListName.Watchlist, episode!);
      await add(token, UserListName.Watchlist, movie!);
      const movies = await list(token, UserListName.Watchlist, { contentType: MOVIE });
      expect(movies.Items.map((entry) => entry.contentID)).toEqual([movie]);
      expect(movies.TotalCount).toBe(1);
    });

    test('get_list_containers answers the series of the listed episodes, each once', async () => {
      const token = await memberLoginToken(app());
      const episodes = await db()
        .selectFrom('content_item')
        .select(['id', 'parent_id'])
        .where('content_type_id', '=', EPISODE)
        .where('parent_id', 'is not', null)
        .orderBy('id')
        .limit(3)
        .execute();
      for (const episode of episodes) await add(token, UserListName.Unfinished, episode.id, { position: 5 });
      const containers = resultOf(
        await ues(app(), 'get_list_containers', { token, name: 'unfinished' }),
        listContainersPageSchema,
      );
      const series = [...new Set(episodes.map((episode) => episode.parent_id))];
      expect(containers.Items.map((item) => item.Id).sort()).toEqual(series.sort());
      expect(containers.TotalCount).toBe(series.length);
    });

    test("a user sees and changes only their own lists: another user's entries are not theirs to read or remove", async () => {
      const mine = await memberLoginToken(app());
      const theirs = await memberLoginToken(app());
      const [movie] = await titleIds(db(), MOVIE, 1);
      await add(theirs, UserListName.Watchlist, movie!);

      expect((await list(mine, UserListName.Watchlist)).TotalCount).toBe(0);
      expect((await summary(mine, movie!)).lists).toEqual([]);
      await ues(app(), 'remove_from_list', { token: mine, name: 'watchlist', contentID: movie });
      expect((await list(theirs, UserListName.Watchlist)).TotalCount).toBe(1);
    });

    test("lists need sign-in: a visitor's login token, an unknown one or none is refused", async () => {
      const visitor = await visitorLoginToken(app());
      for (const token of [visitor, 'not-a-token']) {
        const answer = await ues(app(), 'get_list_v2', { token, name: 'watchlist' });
        failureOf(answer, 401);
        expect(answer.body).toMatchObject({ Success: false, ErrorCode: MembershipErrorCode.SignInRequired });
        failureOf(await ues(app(), 'add_to_list', { token, name: 'watchlist', contentID: 1 }), 401);
      }
      failureOf(await ues(app(), 'get_summary', { contentID: 1 }), 400);
    });

    test('signing out ends the login token: the lists answer 401 afterwards', async () => {
      const { authToken, loginToken } = await memberTokens(app());
      expect((await list(loginToken, UserListName.Watchlist)).TotalCount).toBe(0);
      expect(
        (await call(app(), 'POST', '/membership/logout', { headers: { token: authToken } })).status,
      ).toBe(200);
      failureOf(await ues(app(), 'get_list_v2', { token: loginToken, name: 'watchlist' }), 401);
    });

    test('bad input gets a 400 envelope: a list outside the four, bad ids, sizes and cursors, a position outside unfinished', async () => {
      const token = await memberLoginToken(app());
      const [movie] = await titleIds(db(), MOVIE, 1);
      const bad = [
        ['get_list_v2', { token, name: 'history' }],
        ['get_list_v2', { token, name: 'watchlist', pageSize: 0 }],
        ['get_list_v2', { token, name: 'watchlist', pageIndex: -1 }],
        ['get_list_v2', { token, name: 'watchlist', after: "1' or 1=1" }],
        ['get_list_v2', { token, name: 'watchlist', contentType: 99 }],
        ['add_to_list', { token, name: 'Watchlist', contentID: movie }],
        ['add_to_list', { token, name: 'watchlist', contentID: 'abc' }],
        ['add_to_list', { token, name: 'watchlist', contentID: movie, position: 10 }],
        ['add_to_list', { token, name: 'unfinished', contentID: movie, position: -1 }],
        ['remove_from_list', { token, name: 'liked' }],
        ['get_summary', { token, contentID: 0 }],
        ['get_list_containers', { token, name: 'everything' }],
      ] as const;
      for (const [call, body] of bad) {
        const answer = await ues(app(), call, body);
        expect(answer.status, `${call} ${JSON.stringify(body)}`).toBe(400);
        expect(answer.body).toMatchObject({ Success: false, ErrorCode: 'BadRequest' });
      }
      failureOf(await ues(app(), 'add_to_list', '{"name":'), 400);
    });

    test('adding a title the catalog does not have answers 404', async () => {
      const token = await memberLoginToken(app());
      failureOf(await ues(app(), 'add_to_list', { token, name: 'watchlist', contentID: 2_000_000_000 }), 404);
    });
  },
  { env: { API_KEY: TEST_API_KEY, TRUST_PROXY: '10.0.0.0/8' } },
);
