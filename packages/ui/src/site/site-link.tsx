import type { ComponentProps, ReactNode } from 'react';

/** What a site component hands to a link: an ordinary anchor's props with a required `href`. */
export type SiteLinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string };

/**
 * Renders one link. The site components never import a router: an app passes its router's link here
 * (`(props) => <Link to={props.href} {...props} />`) or keeps the default plain anchor.
 */
export type RenderLink = (props: SiteLinkProps) => ReactNode;

export const renderAnchor: RenderLink = (props) => <a {...props} />;

/** An image with its intrinsic size, so the browser reserves the space before the file arrives. */
export interface SiteImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}
