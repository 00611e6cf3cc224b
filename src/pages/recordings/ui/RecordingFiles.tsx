import { useUnit } from 'effector-react';
import { useRef } from 'react';
import { RecordingRow, type RecordingEntry } from '@/entities/recording';
import { DeleteButton } from '@/features/recording-delete';
import { DownloadButton } from '@/features/recording-download';
import {
  $playbackTrack,
  PlayButton,
  PlayerControls,
  playToggled,
  type PlaybackTrack,
} from '@/features/recording-playback';

export const trackOf = (entry: RecordingEntry): PlaybackTrack => ({
  id: entry.id,
  path: entry.path,
  title: entry.title,
  artist: entry.userName,
  duration: entry.duration,
});

/** The files of one date folder: Play/Pause, Download, (host) Delete, and the player under the playing one. */
export function RecordingFiles({
  id,
  files,
  level,
  canDelete,
}: {
  id: string;
  files: RecordingEntry[];
  level: number;
  canDelete: boolean;
}) {
  const current = useUnit($playbackTrack);
  return (
    <div id={id} role="list" aria-label="Recordings">
      {files.map((entry) => (
        <RecordingFile
          key={entry.id}
          entry={entry}
          level={level}
          active={current?.id === entry.id}
          canDelete={canDelete}
        />
      ))}
    </div>
  );
}

function RecordingFile({
  entry,
  level,
  active,
  canDelete,
}: {
  entry: RecordingEntry;
  level: number;
  active: boolean;
  canDelete: boolean;
}) {
  const toggle = useUnit(playToggled);
  const playRef = useRef<HTMLButtonElement>(null);
  const track = trackOf(entry);
  return (
    <div role="listitem">
      <RecordingRow
        entry={entry}
        level={level}
        active={active}
        onSpace={() => toggle(track)}
        actions={
          <>
            <PlayButton ref={playRef} track={track} />
            <DownloadButton target={{ path: entry.path, name: entry.name }} label={entry.title} />
            {canDelete ? (
              <DeleteButton
                label={entry.title}
                target={{
                  kind: 'file',
                  scope: { userName: entry.userName, path: entry.path },
                  folderName: entry.folderName,
                  fileName: entry.name,
                }}
              />
            ) : null}
          </>
        }
      >
        {active ? <PlayerControls title={entry.title} returnFocusTo={() => playRef.current} /> : null}
      </RecordingRow>
    </div>
  );
}
