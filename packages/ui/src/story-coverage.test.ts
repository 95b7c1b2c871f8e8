/*
 * Story coverage: every component @aula/ui exports has autodocs and a story for each of its documented
 * states. A component's states are documented in the meta of its stories file as `parameters.states`, a
 * list of story export names; compound parts (CardHeader, DialogTitle…) are listed in `subcomponents` and
 * are covered by their parent's stories. Rules and reasons: docs/decisions/058-story-coverage.md.
 */
import { describe, expect, it } from 'vitest';
import * as courseCard from './course-card';
import * as courseTable from './course-table';
import * as dueStatusBadge from './due-status-badge';
import * as root from './index';
import * as materialViewer from './material-viewer';
import * as scoreBadge from './score-badge';
import * as testRunner from './test-runner';

// Every entry of package.json's `exports`: the root's primitives and each component's subpath.
const ui = {
  ...root,
  ...courseCard,
  ...courseTable,
  ...dueStatusBadge,
  ...materialViewer,
  ...scoreBadge,
  ...testRunner,
};

type Meta = {
  component?: unknown;
  subcomponents?: Record<string, unknown>;
  tags?: string[];
  parameters?: { states?: unknown };
};
type StoriesModule = { default: Meta } & Record<string, unknown>;

// The one Storybook's stories: the library's and those of the app's screens (decision 170).
const storiesFiles = import.meta.glob<StoriesModule>(
  ['./**/*.stories.tsx', '../../../apps/school/src/**/*.stories.tsx'],
  {
    eager: true,
  },
);

/** PascalCase values that React can render: function components, forwardRef and memo objects. */
function exportedComponents(): Map<unknown, string> {
  const components = new Map<unknown, string>();
  for (const [name, value] of Object.entries(ui)) {
    const renderable =
      typeof value === 'function' || (typeof value === 'object' && value && '$$typeof' in value);
    if (/^[A-Z][a-z]/.test(name) && renderable) components.set(value, name);
  }
  return components;
}

type Coverage = { stories: Set<string>; states: Set<string>; autodocs: boolean; files: string[] };

function coverageByComponent(): Map<unknown, Coverage> {
  const coverage = new Map<unknown, Coverage>();
  const entry = (component: unknown) => {
    let found = coverage.get(component);
    if (!found) {
      found = { stories: new Set(), states: new Set(), autodocs: false, files: [] };
      coverage.set(component, found);
    }
    return found;
  };
  for (const [file, { default: meta, ...exports }] of Object.entries(storiesFiles)) {
    const stories = Object.keys(exports).filter((name) => name !== '__namedExportsOrder');
    const states = Array.isArray(meta.parameters?.states) ? (meta.parameters.states as string[]) : [];
    const covered = [meta.component, ...Object.values(meta.subcomponents ?? {})].filter(Boolean);
    for (const component of covered) {
      const found = entry(component);
      for (const story of stories) found.stories.add(story);
      for (const state of meta.component === component ? states : []) found.states.add(state);
      found.autodocs ||= meta.tags?.includes('autodocs') ?? false;
      found.files.push(file);
    }
  }
  return coverage;
}

/** One line per problem, so a failing run lists everything to fix at once. */
function coverageProblems(): string[] {
  const problems: string[] = [];
  const coverage = coverageByComponent();
  const subcomponentsOnly = new Set<unknown>();
  for (const { default: meta } of Object.values(storiesFiles)) {
    for (const part of Object.values(meta.subcomponents ?? {})) subcomponentsOnly.add(part);
  }
  for (const { default: meta } of Object.values(storiesFiles)) subcomponentsOnly.delete(meta.component);

  for (const [component, name] of exportedComponents()) {
    const found = coverage.get(component);
    if (!found) {
      problems.push(`${name}: sin historias`);
      continue;
    }
    if (!found.autodocs) problems.push(`${name}: sin autodocs (tags: ['autodocs'])`);
    if (subcomponentsOnly.has(component)) continue;
    if (found.states.size === 0) problems.push(`${name}: estados sin documentar (parameters.states)`);
    const missing = [...found.states].filter((state) => !found.stories.has(state));
    if (missing.length > 0) problems.push(`${name}: estados sin historia: ${missing.join(', ')}`);
  }
  return problems.sort();
}

describe('story coverage of @aula/ui', () => {
  it('finds the exported components and the stories files', () => {
    expect(exportedComponents().size).toBeGreaterThan(50);
    expect(Object.keys(storiesFiles).length).toBeGreaterThan(50);
  });

  it('gives every exported component autodocs and a story for each documented state', () => {
    expect(coverageProblems()).toEqual([]);
  });
});
