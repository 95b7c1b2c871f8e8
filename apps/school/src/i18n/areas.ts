/**
 * The app's catalogue areas (docs/decisions/175-interface-languages.md). Each area's catalogue holds the
 * messages of its entries (files or whole folders, relative to src) and of everything they import, so a page
 * downloads the words of its own code and no other: the home page never carries the teacher's panel.
 * `shell` is what every page renders before its own area arrives: the entry, the router and the shared parts
 * they import statically.
 */
export const CATALOGUE_AREAS = {
  shell: ['main.tsx', 'app.tsx', 'routes.tsx'],
  public: ['features/public'],
  // The home page's own words and its frame's, apart: its script budget cannot carry the whole site's.
  'public-home': ['features/public/static-page.tsx', 'features/public/pages/home-page.tsx'],
  auth: [
    'features/auth',
    'features/notifications',
    'features/student/enrol',
    'features/settings/account-deleted-page.tsx',
  ],
  'signed-in': ['shell/signed-in-layout.tsx'],
  student: ['features/student'],
  teacher: ['features/teacher'],
  admin: ['features/admin'],
  settings: ['features/settings'],
} as const satisfies Record<string, readonly string[]>;

export type CatalogueArea = keyof typeof CATALOGUE_AREAS;

/** The files whose dynamic imports are pages of other areas: a walk from them follows static imports only. */
export const COMPOSITION_FILES = ['main.tsx', 'app.tsx', 'routes.tsx'];
