/** The parts of a build manifest entry that locating a module needs. */
interface ManifestEntry {
  name?: string;
}

/**
 * A module's key in the build manifest: its own when it is a chunk's entry, else the shared chunk it went
 * into, which the bundler names after the module's folder (the host layout, also imported by How to Use).
 * Used by the prerender plugin and the bundle check, which must find the same chunks.
 */
export const manifestKey = (manifest: Record<string, ManifestEntry>, module: string): string | undefined =>
  manifest[module]
    ? module
    : Object.keys(manifest).find(
        (key) => key.startsWith('_') && manifest[key]?.name === module.split('/').at(-2),
      );
