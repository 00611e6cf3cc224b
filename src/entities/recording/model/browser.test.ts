import { allSettled, createEvent, createWatch, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { HOST_TREE, NOW } from '../lib/fixtures';
import { hostEntries } from '../lib/rules';
import { RECORDING_FOLDERS_PAGE, SEARCH_OPENS_UP_TO, createRecordingsBrowser } from './browser';

const entries = hostEntries(HOST_TREE);

const accountChanged = createEvent();

function setup(fetch = vi.fn(async () => entries)) {
  const browser = createRecordingsBrowser({ fetch, now: () => NOW, resetOn: accountChanged });
  return { browser, fetch, scope: fork() };
}

describe('recordings browser model', () => {
  it('loads, groups and counts; loading ends after the first load', async () => {
    const { browser, scope } = setup();
    expect(scope.getState(browser.$loading)).toBe(true);
    await allSettled(browser.requested, { scope });
    expect(scope.getState(browser.$loading)).toBe(false);
    expect(scope.getState(browser.$total)).toBe(5);
    expect(scope.getState(browser.$folders).map((user) => [user.userName, user.count])).toEqual([
      ['Ravi Kumar', 4],
      ['Priya Shah', 1],
    ]);
  });

  it('a failed reload keeps the last list and flags the failure until a load succeeds', async () => {
    const fetch = vi.fn(async () => entries);
    const { browser, scope } = setup(fetch);
    await allSettled(browser.requested, { scope });
    fetch.mockRejectedValueOnce(new Error('offline'));
    await allSettled(browser.requested, { scope });
    expect(scope.getState(browser.$loadFailed)).toBe(true);
    expect(scope.getState(browser.$total)).toBe(5);
    await allSettled(browser.requested, { scope });
    expect(scope.getState(browser.$loadFailed)).toBe(false);
  });

  it('says once that reading failed when asked twice at once, as `npm run dev` opens a page', async () => {
    const fetch = vi.fn(async (): Promise<typeof entries> => {
      throw new Error('offline');
    });
    const { browser, scope } = setup(fetch);
    const failures: Error[] = [];
    const unwatch = createWatch({ unit: browser.failed, scope, fn: (error) => failures.push(error) });
    await Promise.all([allSettled(browser.requested, { scope }), allSettled(browser.requested, { scope })]);
    unwatch();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(failures.map((error) => error.message)).toEqual(['offline']);
    expect(scope.getState(browser.$loadFailed)).toBe(true);
  });

  it('search, period and sort really change what is shown', async () => {
    const { browser, scope } = setup();
    await allSettled(browser.requested, { scope });
    await allSettled(browser.searchChanged, { scope, params: 'priya' });
    expect(scope.getState(browser.$rows).map((row) => row.userName)).toEqual(['Priya Shah']);
    await allSettled(browser.searchChanged, { scope, params: '' });
    await allSettled(browser.periodChanged, { scope, params: 'today' });
    expect(scope.getState(browser.$rows)).toHaveLength(2);
    await allSettled(browser.periodChanged, { scope, params: 'all' });
    await allSettled(browser.sortChanged, { scope, params: 'name-asc' });
    expect(scope.getState(browser.$folders)[0]!.userName).toBe('Priya Shah');
  });

  it('folders start closed, open while searching, and toggle by hand', async () => {
    const { browser, scope } = setup();
    await allSettled(browser.requested, { scope });
    expect(scope.getState(browser.$opened)).toEqual({});
    await allSettled(browser.folderToggled, { scope, params: 'Ravi Kumar' });
    expect(scope.getState(browser.$opened)).toEqual({ 'Ravi Kumar': true });
    await allSettled(browser.folderToggled, { scope, params: 'Ravi Kumar' });
    expect(scope.getState(browser.$opened)).toEqual({ 'Ravi Kumar': false });
    await allSettled(browser.searchChanged, { scope, params: 'ravi' });
    expect(scope.getState(browser.$list).openByDefault).toBe(true);
    await allSettled(browser.folderToggled, { scope, params: 'Ravi Kumar' });
    expect(scope.getState(browser.$opened)).toEqual({ 'Ravi Kumar': false });
  });

  it('a search matching more files than fit a screen or two leaves its folders closed, to open by hand', async () => {
    const many = Array.from({ length: SEARCH_OPENS_UP_TO + 1 }, (_, index) => ({
      ...entries[0]!,
      id: `f${index}`,
      haystack: `ravi kumar\nclip ${index}`,
    }));
    const { browser, scope } = setup(vi.fn(async () => many));
    await allSettled(browser.requested, { scope });
    await allSettled(browser.searchChanged, { scope, params: 'ravi' });
    expect(scope.getState(browser.$rows)).toHaveLength(SEARCH_OPENS_UP_TO + 1);
    expect(scope.getState(browser.$list).openByDefault).toBe(false);
    await allSettled(browser.folderToggled, { scope, params: 'Ravi Kumar' });
    expect(scope.getState(browser.$opened)).toEqual({ 'Ravi Kumar': true });
    // Narrowed to a few, the matches open.
    await allSettled(browser.searchChanged, { scope, params: 'ravi clip 7' });
    expect(scope.getState(browser.$list).openByDefault).toBe(true);
  });

  it('removes deleted files, date folders and users without a reload', async () => {
    const { browser, scope, fetch } = setup();
    await allSettled(browser.requested, { scope });
    const [first] = scope.getState(browser.$rows);
    await allSettled(browser.removed, { scope, params: { userName: first!.userName, path: first!.path } });
    expect(scope.getState(browser.$total)).toBe(4);
    await allSettled(browser.removed, { scope, params: { userName: 'Ravi Kumar', day: '2026-11-24' } });
    expect(scope.getState(browser.$total)).toBe(3);
    await allSettled(browser.removed, { scope, params: { userName: 'Ravi Kumar' } });
    expect(scope.getState(browser.$folders).map((user) => user.userName)).toEqual(['Priya Shah']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('shows user folders a page at a time', async () => {
    const many = Array.from({ length: RECORDING_FOLDERS_PAGE + 5 }, (_, index) => ({
      ...entries[0]!,
      id: `f${index}`,
      userName: `User ${String(index).padStart(2, '0')}`,
    }));
    const { browser, scope } = setup(vi.fn(async () => many));
    await allSettled(browser.requested, { scope });
    expect(scope.getState(browser.$visibleFolders)).toHaveLength(RECORDING_FOLDERS_PAGE);
    expect(scope.getState(browser.$hiddenFolderCount)).toBe(5);
    await allSettled(browser.moreFoldersShown, { scope });
    expect(scope.getState(browser.$visibleFolders)).toHaveLength(RECORDING_FOLDERS_PAGE + 5);
    await allSettled(browser.searchChanged, { scope, params: 'priya' });
    expect(scope.getState(browser.$hiddenFolderCount)).toBe(5);
  });

  it("forgets the files and the reader's choices when the account changes, and shows the loader until the next load", async () => {
    const { browser, scope } = setup();
    await allSettled(browser.requested, { scope });
    await allSettled(browser.searchChanged, { scope, params: 'Ravi' });
    expect(scope.getState(browser.$total)).toBe(5);
    await allSettled(accountChanged, { scope });
    expect(scope.getState(browser.$total)).toBe(0);
    expect(scope.getState(browser.$folders)).toEqual([]);
    expect(scope.getState(browser.$search)).toBe('');
    expect(scope.getState(browser.$loading)).toBe(true);
  });
});
