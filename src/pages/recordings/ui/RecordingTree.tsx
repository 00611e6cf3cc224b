import { Box } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import {
  FolderRow,
  meetingFoldersIn,
  type RecordingDateFolder,
  type RecordingsBrowser,
  type RecordingUserFolder,
} from '@/entities/recording';
import { DeleteButton } from '@/features/recording-delete';
import { RecordingFiles } from './RecordingFiles';

const domId = (id: string) => `recordings-${id.replace(/[^a-zA-Z0-9_-]/g, '_')}`;

function DateFolders({
  browser,
  dates,
  level,
  canDelete,
}: {
  browser: RecordingsBrowser;
  dates: RecordingDateFolder[];
  level: number;
  canDelete: boolean;
}) {
  const [opened, searching, entries, toggle] = useUnit([
    browser.$opened,
    browser.$searching,
    browser.$entries,
    browser.folderToggled,
  ]);
  return (
    <>
      {dates.map((date) => {
        const open = opened[date.id] ?? searching;
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

/** Host: user folders → date folders → files. Sub-user: date folders → files. Closed folders render nothing. */
export function RecordingTree({
  browser,
  folders,
  byUser,
}: {
  browser: RecordingsBrowser;
  folders: RecordingUserFolder[];
  byUser: boolean;
}) {
  const [opened, searching, toggle] = useUnit([browser.$opened, browser.$searching, browser.folderToggled]);
  if (!byUser)
    return (
      <DateFolders
        browser={browser}
        dates={folders.flatMap((user) => user.dates)}
        level={0}
        canDelete={false}
      />
    );
  return (
    <>
      {folders.map((user) => {
        const open = opened[user.id] ?? searching;
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
                <DateFolders browser={browser} dates={user.dates} level={1} canDelete />
              </Box>
            ) : null}
          </Box>
        );
      })}
    </>
  );
}
