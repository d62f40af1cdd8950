import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  documentationFiles,
  nameProblems,
  outsideDocumentProblems,
  pathProblems,
  sourceMentionProblems,
  tally,
} from './check';
import { listedNames, readmeMap } from './readme-map';
import { existsInRepository, readRepositoryFile, repositoryFiles } from './repository';

/**
 * The docs cannot drift from the code: every path, anchor and name they cite exists
 * (docs/decisions/035-docs-that-cannot-drift.md). Each failure names the file and line of the
 * stale reference and what is missing; fix the doc (or the comment), not the code.
 */
describe('references in README.md and docs/', () => {
  it('every linked or cited file, folder, page and heading exists', () => {
    expect(documentationFiles().flatMap(pathProblems)).toEqual([]);
  });

  it('every cited name of the code occurs in the source', () => {
    expect(documentationFiles().flatMap(nameProblems)).toEqual([]);
    expect(tally.names).toBeGreaterThan(500);
  });

  it("every docs/ page, heading and ADR that the source's comments cite exists", () => {
    expect(sourceMentionProblems()).toEqual([]);
    expect(tally.anchors).toBeGreaterThan(500);
  });

  it('no source comment cites a design document outside the repository', () => {
    expect(outsideDocumentProblems()).toEqual([]);
  });
});

describe("README's map of the code", () => {
  const map = readmeMap(readRepositoryFile('README.md'));

  it('names folders and files that exist', () => {
    const missing = map
      .filter((entry) => !existsInRepository(entry.path))
      .map((entry) => `README.md:${entry.line}: ${entry.path} is not in the repository`);
    expect(missing).toEqual([]);
  });

  it('lists every server plugin, and only those', () => {
    const entry = map.find((each) => each.path === 'apps/server/src/plugins/');
    const listed = listedNames(entry?.says ?? '').sort();
    const plugins = repositoryFiles()
      .filter((file) => /^apps\/server\/src\/plugins\/[\w-]+\.ts$/.test(file))
      .filter((file) => !file.endsWith('.test.ts'))
      .map((file) => posix.basename(file, '.ts'))
      .sort();
    expect(listed, `README.md:${entry?.line}: the plugins of apps/server/src/plugins/`).toEqual(
      plugins,
    );
  });
});
