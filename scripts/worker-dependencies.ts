// Packages only a web worker imports (the MP3 encoder's lamejs). Vite's dependency scan does not follow
// `new Worker(new URL(...))`, so without naming them they are pre-bundled on the first recording instead, and
// that late pre-bundling reloads the page: a dev tab mid-call, or a story test run mid-file.
export const WORKER_ONLY_DEPENDENCIES = ['@breezystack/lamejs'];
