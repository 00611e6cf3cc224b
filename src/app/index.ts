export { App } from './ui/App';
export { appStarted } from './model/app';
export { createRoutes } from './routing/routes';
