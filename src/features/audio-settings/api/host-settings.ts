import { API_PATHS, apiRequest } from '@/shared/api';

/** GET /api/hosts/{id}: reads autoLocalRecording (spec 02 §7). */
export async function fetchHostSettings(hostId: string): Promise<boolean> {
  const settings = await apiRequest(
    API_PATHS.host(hostId),
    (contract) => contract.hostSettingsResponseSchema,
    { method: 'get' },
  );
  return settings.autoLocalRecording;
}

/** PUT /api/hosts/{id} with { autoLocalRecording }. */
export async function saveHostSettings({
  hostId,
  autoLocalRecording,
}: {
  hostId: string;
  autoLocalRecording: boolean;
}) {
  const settings = await apiRequest(
    API_PATHS.host(hostId),
    (contract) => contract.hostSettingsResponseSchema,
    { method: 'put', json: { autoLocalRecording } },
    'Failed to save recording preference',
  );
  return settings.autoLocalRecording;
}
