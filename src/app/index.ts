export { App } from './entrypoint/App';
export { appStarted } from './model/app';
export { createRoutes } from './routing/routes';
