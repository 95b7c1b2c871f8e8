import type { SVGProps } from 'react';

/*
 * Outline icons for the public site, drawn from Lucide's geometry (ISC License, Copyright (c) Lucide Icons
 * and Contributors; https://lucide.dev). Not lucide-react itself: its shared runtime costs about 2.5 KB
 * gzip before the first icon, which the home page's JavaScript budget cannot spare
 * (docs/decisions/041-public-site-without-tailwind-merge-and-lucide-runtime.md). Same 24 x 24 grid and 2 px stroke, so
 * they sit beside lucide-react icons unnoticed.
 */

export type IconShape =
  | readonly ['path', { d: string }]
  | readonly ['circle', { cx: number; cy: number; r: number }]
  | readonly ['rect', { x: number; y: number; width: number; height: number; rx: number }];

export type SiteIconProps = SVGProps<SVGSVGElement>;

/** Draws Lucide-style shapes on the 24 x 24 outline grid. Decorative by default (`aria-hidden`). */
export function SiteIcon({ shapes, ...props }: SiteIconProps & { shapes: readonly IconShape[] }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {shapes.map(([Tag, attributes]) => (
        <Tag key={JSON.stringify(attributes)} {...attributes} />
      ))}
    </svg>
  );
}

const CHEVRON_DOWN: readonly IconShape[] = [['path', { d: 'm6 9 6 6 6-6' }]];
export function ChevronDownIcon(props: SiteIconProps) {
  return <SiteIcon shapes={CHEVRON_DOWN} {...props} />;
}
const CHEVRON_LEFT: readonly IconShape[] = [['path', { d: 'm15 18-6-6 6-6' }]];
export function ChevronLeftIcon(props: SiteIconProps) {
  return <SiteIcon shapes={CHEVRON_LEFT} {...props} />;
}
const CHEVRON_RIGHT: readonly IconShape[] = [['path', { d: 'm9 18 6-6-6-6' }]];
export function ChevronRightIcon(props: SiteIconProps) {
  return <SiteIcon shapes={CHEVRON_RIGHT} {...props} />;
}
const MENU: readonly IconShape[] = [['path', { d: 'M4 5h16M4 12h16M4 19h16' }]];
export function MenuIcon(props: SiteIconProps) {
  return <SiteIcon shapes={MENU} {...props} />;
}
const X: readonly IconShape[] = [['path', { d: 'M18 6 6 18M6 6l12 12' }]];
export function XIcon(props: SiteIconProps) {
  return <SiteIcon shapes={X} {...props} />;
}
const SUN: readonly IconShape[] = [
  ['circle', { cx: 12, cy: 12, r: 4 }],
  [
    'path',
    {
      d: 'M12 2v2M12 20v2m-7.07-17.07 1.41 1.41m11.32 11.32 1.41 1.41M2 12h2m16 0h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41',
    },
  ],
];
export function SunIcon(props: SiteIconProps) {
  return <SiteIcon shapes={SUN} {...props} />;
}
const MOON: readonly IconShape[] = [
  [
    'path',
    {
      d: 'M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401',
    },
  ],
];
export function MoonIcon(props: SiteIconProps) {
  return <SiteIcon shapes={MOON} {...props} />;
}
/** A plain five-pointed star (shorter than Lucide's rounded one: a rating repeats it five times per card). */
const STAR: readonly IconShape[] = [
  [
    'path',
    { d: 'M12 2.1l2.7 6.78 7.29.48-5.62 4.66 1.8 7.07L12 17.2l-6.17 3.89 1.8-7.07-5.62-4.66 7.29-.48z' },
  ],
];
export function StarIcon(props: SiteIconProps) {
  return <SiteIcon shapes={STAR} {...props} />;
}
