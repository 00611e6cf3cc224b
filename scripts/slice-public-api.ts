// A slice's public API, `src/<layer>/<slice>/index.ts` (a segment's for `shared`), only re-exports: a unit test
// keeps it so. The build may then treat it as free of side effects, so a page loads only the modules it
// imports through it, not every module the slice exports.
export const SLICE_PUBLIC_API = /\/src\/(?:shared|entities|features|widgets|pages)\/[^/]+\/index\.ts$/;
