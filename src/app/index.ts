export { App } from './App';
export { appStarted } from './model/app';
export { createRoutes } from './routing/routes';
