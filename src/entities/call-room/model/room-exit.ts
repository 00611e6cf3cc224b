// The user or host left a call for the dashboard: the app's back-step model listens (entities/open-room).
export { returnedFromCall } from '@/entities/open-room/@x/call-room';
