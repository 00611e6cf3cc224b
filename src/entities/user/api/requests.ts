import { onFirstCall } from '@/shared/api';

// Each request loads its module (and zod with its schemas) on its first call, not with the page: a visitor
// without a session never downloads them.
const session = () => import('./session');
export const fetchProfile = onFirstCall(session, 'fetchProfile');
export const refreshSession = onFirstCall(session, 'refreshSession');

const subUsers = () => import('./sub-users');
export const fetchSubUsers = onFirstCall(subUsers, 'fetchSubUsers');
export const createSubUser = onFirstCall(subUsers, 'createSubUser');
export const updateSubUser = onFirstCall(subUsers, 'updateSubUser');
export const deleteSubUser = onFirstCall(subUsers, 'deleteSubUser');

const profile = () => import('./profile');
export const updateHostName = onFirstCall(profile, 'updateHostName');
export const updateHostEmail = onFirstCall(profile, 'updateHostEmail');
export const updateHostPassword = onFirstCall(profile, 'updateHostPassword');
export const sendProfileOtp = onFirstCall(profile, 'sendProfileOtp');
export const verifyProfileOtp = onFirstCall(profile, 'verifyProfileOtp');
export const uploadProfilePicture = onFirstCall(profile, 'uploadProfilePicture');
export const removeProfilePicture = onFirstCall(profile, 'removeProfilePicture');
export const updateCallBackground = onFirstCall(profile, 'updateCallBackground');
export const fetchInbuiltBackgrounds = onFirstCall(profile, 'fetchInbuiltBackgrounds');
