// The theme stages of the app's start (src/app/main.tsx): Chakra's modules, then the system created from
// the theme in steps, each in a task of its own.
export { createSystemInSteps } from '@/shared/ui';
