import ts from 'typescript';

/*
 * The app's boundaries (docs/decisions/123-app-boundaries.md): a feature (features/<name>/) may import its own
 * files, the shared code around it (everything in src outside features/) and packages, never another
 * feature. Shared code imports no feature, except the places that compose them (below).
 */

/**
 * Where features are composed: the router's tree, the entry that hydrates a prerendered public page, and the
 * two tests that hold the composed app against the server (its page paths, and the links in its e-mails).
 */
export const COMPOSITION_POINTS = ['routes.tsx', 'main.tsx', 'app-paths.test.ts', 'email-links.test.ts'];

export interface BoundaryViolation {
  /** The importing file, relative to src. */
  file: string;
  /** The import as written. */
  specifier: string;
  reason: string;
}

/** The feature a path (relative to src) belongs to, or null for shared code. */
export function featureOf(path: string): string | null {
  return /^features\/([^/]+)\//.exec(path)?.[1] ?? null;
}

/** The imported module's path relative to src, or null for a package ('react', '@aula/ui'). */
export function resolveImport(file: string, specifier: string): string | null {
  if (specifier.startsWith('/src/')) return specifier.slice('/src/'.length);
  if (!specifier.startsWith('.')) return null;
  const resolved = new URL(specifier, `file:///src/${file}`).pathname;
  // An import that climbs out of src is not app code either.
  return resolved.startsWith('/src/') ? resolved.slice('/src/'.length) : null;
}

/** Every import, re-export and dynamic import() of a file; comments and strings are not read as imports. */
export function importsOf(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((imported) => imported.fileName);
}

/** Every import that crosses a boundary, for files given as { path relative to src: source }. */
export function boundaryViolations(files: Record<string, string>): BoundaryViolation[] {
  const violations: BoundaryViolation[] = [];
  for (const [file, source] of Object.entries(files)) {
    const from = featureOf(file);
    for (const specifier of importsOf(source)) {
      const target = resolveImport(file, specifier);
      const to = target === null ? null : featureOf(`${target}/`);
      if (to === null || to === from) continue;
      if (from !== null) {
        violations.push({ file, specifier, reason: `feature "${from}" imports feature "${to}"` });
      } else if (!COMPOSITION_POINTS.includes(file)) {
        violations.push({ file, specifier, reason: `shared code imports feature "${to}"` });
      }
    }
  }
  return violations;
}
