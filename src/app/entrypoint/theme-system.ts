// The theme stage of the app's start (src/app/main.tsx): Chakra and the system it creates from the theme,
// evaluated in a task of their own.
export { system } from '@/shared/ui';
