// The call requests' messages (spec 01 §8).
export const FAILED_TO_INITIATE_CALL = 'Failed to initiate call';
export const INVALID_CALL_DATA = 'Invalid call data received from server';
export const ACTIVE_CALL_EXISTS = 'You already have an active call';
/** Creating a call without a stored token (spec 02 §5); the page goes to /login. */
export const NOT_AUTHENTICATED = 'Not authenticated';
