import { useUnit } from 'effector-react';
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
  const [current, toggle] = useUnit([$playbackTrack, playToggled]);
  return (
    <div id={id} role="list" aria-label="Recordings">
      {files.map((entry) => {
        const track = trackOf(entry);
        const active = current?.id === entry.id;
        return (
          <div role="listitem" key={entry.id}>
            <RecordingRow
              entry={entry}
              level={level}
              active={active}
              onSpace={() => toggle(track)}
              actions={
                <>
                  <PlayButton track={track} />
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
              {active ? <PlayerControls title={entry.title} /> : null}
            </RecordingRow>
          </div>
        );
      })}
    </div>
  );
}
