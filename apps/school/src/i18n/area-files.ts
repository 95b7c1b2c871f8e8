import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { CATALOGUE_AREAS, type CatalogueArea, COMPOSITION_FILES } from './areas';

const SOURCE = /\.(ts|tsx)$/;
const NOT_SHIPPED = /\.(stories|test)\.tsx?$|story-fixtures\.tsx$/;

/** The app's own imports of a file, static and dynamic apart; packages are left out. */
function importsOf(source: string, fileName: string) {
  const found = { static: [] as string[], dynamic: [] as string[] };
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.static.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.dynamic.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX));
  return found;
}

/** An import's file relative to src, or null for a package or anything outside src. */
function resolveFile(src: string, from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(src, path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (SOURCE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) {
      const relative = path.relative(src, candidate);
      return relative.startsWith('..') ? null : relative;
    }
  }
  return null;
}

function filesUnder(src: string, entry: string): string[] {
  const full = path.join(src, entry);
  if (statSync(full).isFile()) return [entry];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((name) => SOURCE.test(name) && !NOT_SHIPPED.test(name))
    .map((name) => path.join(entry, name));
}

/** Every source file (relative to src) whose messages an area's catalogue must hold. */
export function areaFiles(src: string, area: CatalogueArea): Set<string> {
  const seen = new Set<string>();
  const pending = CATALOGUE_AREAS[area].flatMap((entry) => filesUnder(src, entry));
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file) || NOT_SHIPPED.test(file)) continue;
    seen.add(file);
    const imports = importsOf(readFileSync(path.join(src, file), 'utf8'), file);
    const followed = COMPOSITION_FILES.includes(file)
      ? imports.static
      : [...imports.static, ...imports.dynamic];
    for (const specifier of followed) {
      const target = resolveFile(src, file, specifier);
      if (target) pending.push(target);
    }
  }
  return seen;
}
