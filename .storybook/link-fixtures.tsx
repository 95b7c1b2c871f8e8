/**
 * Links and images for the site components' stories, in the library and in the app: a link that records
 * where it would go instead of leaving the story, and tiny inline SVG images so no story needs files or network.
 */
import { fn } from 'storybook/test';
import type { RenderLink, SiteImage } from '../packages/ui/src/site/site-link';

/** Records the links a story follows instead of leaving the story's page. */
export const navigate = fn();

export const previewLink: RenderLink = ({ href, onClick, ...props }) => (
  <a
    {...props}
    href={href}
    onClick={(event) => {
      // Like a router link: the story stays on its page and records where the link would go.
      event.preventDefault();
      onClick?.(event);
      navigate(href);
    }}
  />
);

export function sampleImage(label: string, colour: string, width: number, height: number): SiteImage {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${colour}"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#ffffff" fill-opacity="0.6"/></svg>`;
  return { src: `data:image/svg+xml,${encodeURIComponent(svg)}`, alt: label, width, height };
}
