// The theme stages of the app's start (src/app/main.tsx): Chakra's modules, then the system created from
// the theme, each evaluated in a task of its own.
export { getSystem } from '@/shared/ui';
