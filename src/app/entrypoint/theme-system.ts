// The theme stages of the app's start (src/app/main.tsx): the design system's modules (src/shared/ui, with
// effector for its colour-mode and toast models), then the system created from the theme in steps, each in a
// task of its own.
export { createSystemInSteps } from '@/shared/ui';
