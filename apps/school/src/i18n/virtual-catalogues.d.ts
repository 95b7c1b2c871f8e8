/** The compiled catalogues of one area (catalogue-plugin.ts): a loader per language. */
declare module 'virtual:aula-catalogues/*' {
  import type { Messages } from '@lingui/core';
  export const loaders: Record<
    import('@aula/domain').InterfaceLocale | 'pseudo',
    () => Promise<{ messages: Messages }>
  >;
}
