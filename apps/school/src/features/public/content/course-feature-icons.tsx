import { type IconShape, SiteIcon, type SiteIconProps } from '../../../icons/site-icon';

/*
 * The course cards' feature icons, from Lucide's geometry (ISC License, Copyright (c) Lucide Icons and
 * Contributors). Only the home page imports this file, so no other page downloads them.
 */

const ROCKET: readonly IconShape[] = [
  ['path', { d: 'M12 15v5s3.03-.55 4-2c1.08-1.62 0-5 0-5' }],
  ['path', { d: 'M4.5 16.5c-1.5 1.26-2 5-2 5s3.74-.5 5-2c.71-.84.7-2.13-.09-2.91a2.18 2.18 0 0 0-2.91-.09' }],
  ['path', { d: 'M9 12a22 22 0 0 1 2-3.95A12.88 12.88 0 0 1 22 2c0 2.72-.78 7.5-6 11a22.4 22.4 0 0 1-4 2z' }],
  ['path', { d: 'M9 12H4s.55-3.03 2-4c1.62-1.08 5 .05 5 .05' }],
];
export function RocketIcon(props: SiteIconProps) {
  return <SiteIcon shapes={ROCKET} {...props} />;
}

const CALENDAR_CHECK: readonly IconShape[] = [
  ['path', { d: 'M8 2v3M16 2v3' }],
  ['rect', { x: 3, y: 3, width: 18, height: 18, rx: 2 }],
  ['path', { d: 'M3 9h18m-12 6 2 2 4-4' }],
];
export function CalendarCheckIcon(props: SiteIconProps) {
  return <SiteIcon shapes={CALENDAR_CHECK} {...props} />;
}

const BOOK_OPEN: readonly IconShape[] = [
  [
    'path',
    {
      d: 'M12 5v16M20.001 19A2 2 0 0022 17V5a2 2 0 00-1.999-2L16 3.002A5 5 0 0012 5a5 5 0 00-4-2H4a2 2 0 00-2 2v12a2 2 0 001.999 2H8a5 5 0 014 2 5 5 0 014-2z',
    },
  ],
];
export function BookOpenIcon(props: SiteIconProps) {
  return <SiteIcon shapes={BOOK_OPEN} {...props} />;
}

const CLOCK: readonly IconShape[] = [
  ['circle', { cx: 12, cy: 12, r: 10 }],
  ['path', { d: 'M12 6v6l4 2' }],
];
export function ClockIcon(props: SiteIconProps) {
  return <SiteIcon shapes={CLOCK} {...props} />;
}

const CIRCLE_PLAY: readonly IconShape[] = [
  [
    'path',
    { d: 'M9 9.003a1 1 0 0 1 1.517-.859l4.997 2.997a1 1 0 0 1 0 1.718l-4.997 2.997A1 1 0 0 1 9 14.996z' },
  ],
  ['circle', { cx: 12, cy: 12, r: 10 }],
];
export function CirclePlayIcon(props: SiteIconProps) {
  return <SiteIcon shapes={CIRCLE_PLAY} {...props} />;
}

const SLIDERS_HORIZONTAL: readonly IconShape[] = [
  ['path', { d: 'M10 5H3m9 14H3m11-16v4m2 10v4m5-9h-9m9 7h-5m5-14h-7M8 10v4m0-2H3' }],
];
export function SlidersHorizontalIcon(props: SiteIconProps) {
  return <SiteIcon shapes={SLIDERS_HORIZONTAL} {...props} />;
}

const USERS: readonly IconShape[] = [
  [
    'path',
    { d: 'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M16 3.128a4 4 0 0 1 0 7.744M22 21v-2a4 4 0 0 0-3-3.87' },
  ],
  ['circle', { cx: 9, cy: 7, r: 4 }],
];
export function UsersIcon(props: SiteIconProps) {
  return <SiteIcon shapes={USERS} {...props} />;
}

const LIGHTBULB: readonly IconShape[] = [
  [
    'path',
    {
      d: 'M15 14c.2-1 .7-1.7 1.5-2.5 1-.9 1.5-2.2 1.5-3.5A6 6 0 0 0 6 8c0 1 .2 2.2 1.5 3.5.7.7 1.3 1.5 1.5 2.5M9 18h6m-5 4h4',
    },
  ],
];
export function LightbulbIcon(props: SiteIconProps) {
  return <SiteIcon shapes={LIGHTBULB} {...props} />;
}

const HANDSHAKE: readonly IconShape[] = [
  ['path', { d: 'm11 17 2 2a1 1 0 1 0 3-3' }],
  [
    'path',
    {
      d: 'm14 14 2.5 2.5a1 1 0 1 0 3-3l-3.88-3.88a3 3 0 0 0-4.24 0l-.88.88a1 1 0 1 1-3-3l2.81-2.81a5.79 5.79 0 0 1 7.06-.87l.47.28a2 2 0 0 0 1.42.25L21 4',
    },
  ],
  ['path', { d: 'm21 3 1 11h-2M3 3 2 14l6.5 6.5a1 1 0 1 0 3-3M3 4h8' }],
];
export function HandshakeIcon(props: SiteIconProps) {
  return <SiteIcon shapes={HANDSHAKE} {...props} />;
}
