// The recordings requests' messages (spec 02 §8).
export const FAILED_TO_FETCH_RECORDINGS = 'Failed to fetch recordings';
export const FAILED_TO_DELETE_RECORDING = 'Failed to delete recording';
export const FAILED_TO_DELETE_FOLDER = 'Failed to delete folder';
export const FAILED_TO_DOWNLOAD_RECORDING = 'Failed to download recording';
export const INVALID_RECORDING_DATA = 'Invalid recording data';
