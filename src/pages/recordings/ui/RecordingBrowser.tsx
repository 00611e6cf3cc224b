import { Alert, Box, Center, Stack, VisuallyHidden } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
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

/** The recordings browser of spec 02 §2: search, filter, sort, folders, files, player; every list state. */
export function RecordingBrowser({ browser, mode, focusAfterDelete = () => null }: RecordingBrowserProps) {
  const state = useUnit({
    loading: browser.$loading,
    failed: browser.$loadFailed,
    total: browser.$total,
    rows: browser.$rows,
    folders: browser.$visibleFolders,
    hidden: browser.$hiddenFolderCount,
    search: browser.$search,
    period: browser.$period,
    sort: browser.$sort,
  });
  const actions = useUnit({
    reload: browser.requested,
    refresh: browser.fetchFx,
    search: browser.searchChanged,
    period: browser.periodChanged,
    sort: browser.sortChanged,
    more: browser.moreFoldersShown,
  });
  const shown = state.rows.length;

  let body;
  if (state.loading) {
    body = (
      <Center py="16">
        <Spinner label="Loading recordings" showLabel />
      </Center>
    );
  } else if (state.total === 0 && state.failed) {
    body = (
      <EmptyState
        icon={<CloudOff />}
        title={FAILED_TO_FETCH_RECORDINGS}
        description="Check your connection and try again."
        action={<TryAgain onClick={() => actions.reload()} />}
      />
    );
  } else if (state.total === 0) {
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
      <Box borderWidth="1px" rounded="l3" bg="bg.panel" overflow="hidden">
        <RecordingTree browser={browser} folders={state.folders} byUser={mode === 'host'} />
        {state.hidden > 0 ? (
          <Center py="3">
            <Button variant="ghost" size="sm" onClick={() => actions.more()}>
              Show more ({state.hidden} more {mode === 'host' ? 'users' : 'folders'})
            </Button>
          </Center>
        ) : null}
      </Box>
    );
  }

  return (
    <PullToRefresh onRefresh={() => actions.refresh().catch(() => undefined)}>
      <Stack gap="4">
        <RecordingsToolbar
          search={state.search}
          period={state.period}
          sort={state.sort}
          onSearchChange={actions.search}
          onPeriodChange={actions.period}
          onSortChange={actions.sort}
        />
        {state.failed && state.total > 0 ? (
          <Alert.Root status="error" variant="subtle">
            <Alert.Indicator />
            <Alert.Title flex="1">{FAILED_TO_FETCH_RECORDINGS}</Alert.Title>
            <TryAgain onClick={() => actions.reload()} />
          </Alert.Root>
        ) : null}
        <VisuallyHidden aria-live="polite">
          {state.loading ? '' : `${shown} ${shown === 1 ? 'recording' : 'recordings'} shown`}
        </VisuallyHidden>
        {body}
      </Stack>
      <RecordingAudio />
      {mode === 'host' ? <DeleteRecordingDialog focusAfterDelete={focusAfterDelete} /> : null}
    </PullToRefresh>
  );
}
