// Vite's `build.license` lists the packages the app's chunks bundle, but not what its workers bundle: the MP3
// encoder's worker carries lamejs (LGPL-3.0), whose notice must ship too. `worker` notes the packages each
// worker bundle holds; `app` appends those the license file lacks once the app's bundle is written.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

interface PackageNotice {
  name: string;
  version: string;
  license?: string;
  text?: string;
}

function packageOf(moduleId: string): PackageNotice | null {
  for (let dir = dirname(moduleId); dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const data = JSON.parse(readFileSync(manifest, 'utf8')) as Partial<PackageNotice>;
    // Some packages put a `{ "type": "module" }` package.json in a subfolder: the package is the one named.
    if (!data.name) continue;
    const licenseFile = readdirSync(dir).find((file) => /^(?:license|licence|copying)/i.test(file));
    return {
      name: data.name,
      version: data.version ?? '0.0.0',
      ...(data.license ? { license: data.license } : {}),
      ...(licenseFile ? { text: readFileSync(join(dir, licenseFile), 'utf8').trim() } : {}),
    };
  }
  return null;
}

export function workerLicenses(fileName: string): { worker: () => Plugin; app: Plugin } {
  const notices = new Map<string, PackageNotice>();
  return {
    worker: () => ({
      name: 'parley-worker-licenses',
      generateBundle(_, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          for (const id of chunk.moduleIds) {
            if (id.startsWith('\0') || !/[\\/]node_modules[\\/]/.test(id)) continue;
            const notice = packageOf(id);
            if (notice) notices.set(`${notice.name}@${notice.version}`, notice);
          }
        }
      },
    }),
    app: {
      name: 'parley-worker-licenses',
      apply: 'build',
      writeBundle({ dir }) {
        const file = join(dir ?? 'dist', fileName);
        if (!existsSync(file) || notices.size === 0) return;
        let text = readFileSync(file, 'utf8');
        for (const notice of notices.values()) {
          const heading = `## ${notice.name} - ${notice.version}`;
          if (text.includes(`${heading} `) || text.includes(`${heading}\n`)) continue;
          text += `\n${heading}${notice.license ? ` (${notice.license})` : ''}\n`;
          if (notice.text) text += `\n${notice.text}\n`;
        }
        writeFileSync(file, text);
      },
    },
  };
}
