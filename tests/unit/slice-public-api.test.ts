// @vitest-environment node
import { globSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { SLICE_PUBLIC_API } from '../../scripts/slice-public-api';

const publicApis = globSync('src/*/*/index.ts')
  .map((file) => resolve(file))
  .filter((file) => SLICE_PUBLIC_API.test(file));

/** What a public API does besides re-exporting: the build drops it (see vite.config.ts). */
function statementsOtherThanReExports(file: string) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements
    .filter((statement) => !(ts.isExportDeclaration(statement) && statement.moduleSpecifier))
    .map((statement) => statement.getText(source));
}

describe('slice public APIs', () => {
  it('are found for every layer', () => {
    for (const layer of ['shared', 'entities', 'features', 'widgets', 'pages'])
      expect(publicApis.some((file) => file.includes(`/src/${layer}/`))).toBe(true);
  });

  it.each(publicApis.map((file) => [file.slice(file.indexOf('/src/') + 1), file]))(
    '%s only re-exports, so the build may skip what a page does not import through it',
    (_, file) => {
      expect(statementsOtherThanReExports(file)).toEqual([]);
    },
  );
});
