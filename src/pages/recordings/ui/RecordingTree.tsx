import { Box } from '@chakra-ui/react';
import type { StoreValue } from 'effector';
import { useUnit } from 'effector-react';
import { memo } from 'react';
import {
  FolderRow,
  meetingFoldersIn,
  type RecordingDateFolder,
  type RecordingsBrowser,
} from '@/entities/recording';
import { DeleteButton } from '@/features/recording-delete';
import { RecordingFiles } from './RecordingFiles';

const domId = (id: string) => `recordings-${id.replace(/[^a-zA-Z0-9_-]/g, '_')}`;

type List = StoreValue<RecordingsBrowser['$list']>;

function DateFolders({
  browser,
  dates,
  list: { opened, openByDefault },
  level,
  canDelete,
}: {
  browser: RecordingsBrowser;
  dates: RecordingDateFolder[];
  list: List;
  level: number;
  canDelete: boolean;
}) {
  const [entries, toggle] = useUnit([browser.$entries, browser.folderToggled]);
  return (
    <>
      {dates.map((date) => {
        const open = opened[date.id] ?? openByDefault;
        const label = canDelete ? `${date.label} (${date.userName})` : date.label;
        return (
          <Box key={date.id}>
            <FolderRow
              name={date.label}
              count={date.files.length}
              open={open}
              level={level}
              controls={domId(date.id)}
              onToggle={() => toggle(date.id)}
              actions={
                canDelete ? (
                  <DeleteButton
                    label={`folder ${label}`}
                    target={{
                      kind: 'date',
                      scope: { userName: date.userName, day: date.day },
                      label: date.label,
                      // Every meeting folder of that date, not only those the search shows.
                      folderNames: meetingFoldersIn(entries, { userName: date.userName, day: date.day }),
                    }}
                  />
                ) : null
              }
            />
            {open ? (
              <RecordingFiles
                id={domId(date.id)}
                files={date.files}
                level={level + 1}
                canDelete={canDelete}
              />
            ) : null}
          </Box>
        );
      })}
    </>
  );
}

/**
 * Host: user folders → date folders → files. Sub-user: date folders → files. Closed folders render nothing.
 * Renders only when `list` changes, so a page that passes it a step behind typing keeps the search box quick.
 */
export const RecordingTree = memo(function RecordingTree({
  browser,
  list,
  byUser,
}: {
  browser: RecordingsBrowser;
  list: List;
  byUser: boolean;
}) {
  const toggle = useUnit(browser.folderToggled);
  const { folders, opened, openByDefault } = list;
  if (!byUser)
    return (
      <DateFolders
        browser={browser}
        dates={folders.flatMap((user) => user.dates)}
        list={list}
        level={0}
        canDelete={false}
      />
    );
  return (
    <>
      {folders.map((user) => {
        const open = opened[user.id] ?? openByDefault;
        return (
          <Box key={user.id}>
            <FolderRow
              name={user.userName}
              count={user.count}
              open={open}
              controls={domId(user.id)}
              onToggle={() => toggle(user.id)}
              actions={
                <DeleteButton
                  label={`folder ${user.userName}`}
                  target={{ kind: 'user', scope: { userName: user.userName } }}
                />
              }
            />
            {open ? (
              <Box id={domId(user.id)}>
                <DateFolders browser={browser} dates={user.dates} list={list} level={1} canDelete />
              </Box>
            ) : null}
          </Box>
        );
      })}
    </>
  );
});
