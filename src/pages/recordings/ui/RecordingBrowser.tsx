import { Alert, Box, Center, Stack, VisuallyHidden } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { useDeferredValue } from 'react';
import CloudOff from 'lucide-react/icons/cloud-off';
import FolderOpen from 'lucide-react/icons/folder-open';
import RotateCw from 'lucide-react/icons/rotate-cw';
import Search from 'lucide-react/icons/search';
import { FAILED_TO_FETCH_RECORDINGS, RecordingsToolbar, type RecordingsBrowser } from '@/entities/recording';
import { DeleteRecordingDialog } from '@/features/recording-delete';
import { RecordingAudio } from '@/features/recording-playback';
import { Button, EmptyState, PullToRefresh, Spinner } from '@/shared/ui';
import { RecordingTree } from './RecordingTree';

export interface RecordingBrowserProps {
  browser: RecordingsBrowser;
  /** Host view: user folders with deletes. Sub-user view: own date folders, play and download only. */
  mode: 'host' | 'user';
  /** Where focus goes after a delete removes the row that asked for it (the page's heading). */
  focusAfterDelete?: () => HTMLElement | null;
}

function TryAgain({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="outline" size="sm" onClick={onClick}>
      <RotateCw aria-hidden /> Try again
    </Button>
  );
}

/**
 * The recordings browser of spec 02 §2: search, filter, sort, folders, files, player; every list state. The
 * toolbar and the list subscribe to their own stores, so a key typed in the search re-renders the toolbar at
 * once while the list follows a step behind.
 */
export function RecordingBrowser({ browser, mode, focusAfterDelete = () => null }: RecordingBrowserProps) {
  const refresh = useUnit(browser.fetchFx);
  return (
    <PullToRefresh onRefresh={() => refresh().catch(() => undefined)}>
      <Stack gap="4">
        <BrowserToolbar browser={browser} />
        <BrowserList browser={browser} mode={mode} />
      </Stack>
      <RecordingAudio />
      {mode === 'host' ? <DeleteRecordingDialog focusAfterDelete={focusAfterDelete} /> : null}
    </PullToRefresh>
  );
}

function BrowserToolbar({ browser }: { browser: RecordingsBrowser }) {
  const state = useUnit({ search: browser.$search, period: browser.$period, sort: browser.$sort });
  const actions = useUnit({
    search: browser.searchChanged,
    period: browser.periodChanged,
    sort: browser.sortChanged,
  });
  return (
    <RecordingsToolbar
      search={state.search}
      period={state.period}
      sort={state.sort}
      onSearchChange={actions.search}
      onPeriodChange={actions.period}
      onSortChange={actions.sort}
    />
  );
}

function BrowserList({ browser, mode }: Pick<RecordingBrowserProps, 'browser' | 'mode'>) {
  const actions = useUnit({ reload: browser.requested, more: browser.moreFoldersShown });
  // The search box shows each key at once; the list (up to thousands of files) follows a step behind, in a
  // render the next key interrupts.
  const latest = useUnit(browser.$list);
  const list = useDeferredValue(latest);
  const { shown } = list;

  let body;
  if (list.loading) {
    body = (
      <Center py="16">
        <Spinner label="Loading recordings" showLabel />
      </Center>
    );
  } else if (list.total === 0 && list.failed) {
    body = (
      <EmptyState
        icon={<CloudOff />}
        title={FAILED_TO_FETCH_RECORDINGS}
        description="Check your connection and try again."
        action={<TryAgain onClick={() => actions.reload()} />}
      />
    );
  } else if (list.total === 0) {
    body = (
      <EmptyState
        icon={<FolderOpen />}
        title="No recordings"
        description="You don't have any recordings yet."
      />
    );
  } else if (shown === 0) {
    body = <EmptyState icon={<Search />} title="No recordings found matching your search" />;
  } else {
    body = (
      <Box
        borderWidth="1px"
        rounded="l3"
        bg="bg.panel"
        overflow="hidden"
        // Busy while it catches up with the toolbar: not dimmed, which would drop the text below its contrast.
        aria-busy={list !== latest}
      >
        <RecordingTree browser={browser} list={list} byUser={mode === 'host'} />
        {list.hidden > 0 ? (
          <Center py="3">
            <Button variant="ghost" size="sm" onClick={() => actions.more()}>
              Show more ({list.hidden} more {mode === 'host' ? 'users' : 'folders'})
            </Button>
          </Center>
        ) : null}
      </Box>
    );
  }

  return (
    <>
      {list.failed && list.total > 0 ? (
        <Alert.Root status="error" variant="subtle">
          <Alert.Indicator />
          <Alert.Title flex="1">{FAILED_TO_FETCH_RECORDINGS}</Alert.Title>
          <TryAgain onClick={() => actions.reload()} />
        </Alert.Root>
      ) : null}
      <VisuallyHidden aria-live="polite">
        {list.loading ? '' : `${shown} ${shown === 1 ? 'recording' : 'recordings'} shown`}
      </VisuallyHidden>
      {body}
    </>
  );
}
