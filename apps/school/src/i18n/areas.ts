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

/**
 * Files whose dynamic imports bring their own words: the composition files import other areas' pages, and
 * the footer's newsletter call loads the site's whole catalogue with the client it fetches at the first
 * subscription, so the home page does not carry every form's messages. A walk from them follows static
 * imports only.
 */
export const COMPOSITION_FILES = [
  'main.tsx',
  'app.tsx',
  'routes.tsx',
  'features/public/components/newsletter-call.ts',
];
