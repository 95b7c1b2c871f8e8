import { type IconShape, SiteIcon, type SiteIconProps } from '../../../icons/site-icon';

/* Icons of the marketing and placeholder pages, from Lucide's geometry (ISC License, Copyright (c) Lucide Icons and Contributors). */

const ARROW_LEFT: readonly IconShape[] = [['path', { d: 'm12 19-7-7 7-7m7 7H5' }]];
export function ArrowLeftIcon(props: SiteIconProps) {
  return <SiteIcon shapes={ARROW_LEFT} {...props} />;
}

const CONSTRUCTION: readonly IconShape[] = [
  ['rect', { x: 2, y: 6, width: 20, height: 8, rx: 1 }],
  ['path', { d: 'M17 14v7M7 14v7M17 3v3M7 3v3M10 14 2.3 6.3M14 6l7.7 7.7M8 6l8 8' }],
];
export function ConstructionIcon(props: SiteIconProps) {
  return <SiteIcon shapes={CONSTRUCTION} {...props} />;
}
