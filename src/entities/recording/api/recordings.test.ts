import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setBearerToken, type DeleteRecordingRequest } from '@/shared/api';
import { deleteRecording, deleteRecordingFolder } from './recordings';

const sent: unknown[] = [];
const server = setupServer(
  http.delete('*/api/recordings/delete', async ({ request }) => {
    sent.push({ auth: request.headers.get('authorization'), body: await request.json() });
    return HttpResponse.json({ message: 'Recording deleted successfully', deleted: 1 });
  }),
  http.delete('*/api/recordings/delete-folder', async ({ request }) => {
    sent.push({ auth: request.headers.get('authorization'), body: await request.json() });
    return HttpResponse.json({ message: 'Folder deleted successfully', deleted: 2 });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  sent.length = 0;
});
afterAll(() => server.close());

describe('deleting recordings (spec 02 §5)', () => {
  it("without a token: 'Authentication required', checked before the data, and nothing is sent", async () => {
    setBearerToken(null);
    await expect(deleteRecording({ meetingId: 'f1', userName: 'Ravi Kumar' })).rejects.toMatchObject({
      status: 401,
      message: 'Authentication required',
    });
    await expect(
      deleteRecording({ meetingId: '', userName: '' } as DeleteRecordingRequest),
    ).rejects.toMatchObject({ message: 'Authentication required' });
    await expect(deleteRecordingFolder({ userName: 'Ravi Kumar' })).rejects.toMatchObject({
      message: 'Authentication required',
    });
    expect(sent).toEqual([]);
  });

  it("with a token: a path without its folders is 'Invalid recording data'; a whole one is sent as JSON", async () => {
    setBearerToken('tkn');
    await expect(deleteRecording({ meetingId: 'f1' } as DeleteRecordingRequest)).rejects.toMatchObject({
      message: 'Invalid recording data',
    });
    expect(sent).toEqual([]);
    await expect(deleteRecording({ meetingId: 'f1', userName: 'Ravi Kumar' })).resolves.toMatchObject({
      message: 'Recording deleted successfully',
    });
    await expect(
      deleteRecordingFolder({ userName: 'Ravi Kumar', dateFolderName: '2026-11-24' }),
    ).resolves.toMatchObject({ message: 'Folder deleted successfully' });
    expect(sent).toEqual([
      { auth: 'Bearer tkn', body: { meetingId: 'f1', userName: 'Ravi Kumar' } },
      { auth: 'Bearer tkn', body: { userName: 'Ravi Kumar', dateFolderName: '2026-11-24' } },
    ]);
  });
});
