// A stage of the app's start (src/app/main.tsx): effector and the session's model (with the API client it
// uses) evaluated in a task of their own, before the rest of the app's models (start-models.ts).
export { sessionStarted } from '@/entities/user';
