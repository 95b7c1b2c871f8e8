import { type RenderLink, renderAnchor } from '@aula/ui';
import { createContext, useContext } from 'react';

/*
 * How public pages render links. A prerendered page is hydrated without the router (see
 * docs/decisions/040), so there links are plain anchors and each page is a full load of static HTML; inside
 * the single-page app the router layout provides its own <Link>. The markup is the same either way.
 */
const PublicLinkContext = createContext<RenderLink>(renderAnchor);

export const PublicLinkProvider = PublicLinkContext.Provider;

export function useRenderLink(): RenderLink {
  return useContext(PublicLinkContext);
}
