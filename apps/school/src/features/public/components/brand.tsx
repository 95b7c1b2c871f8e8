import { SCHOOL_NAME } from '../content/site';

/** The logo: the mark and the school's name (which names the home link). */
export function Brand() {
  return (
    <span className="flex items-center gap-2">
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="shrink-0">
        <rect width="32" height="32" rx="7" className="fill-primary" />
        <path
          d="M9 24 16 7l7 17h-3.4l-1.5-3.8h-4.3L12.4 24zm5-6.5h4l-2-5.2z"
          className="fill-primary-foreground"
        />
      </svg>
      <span className="font-bold text-foreground text-xl tracking-tight">{SCHOOL_NAME}</span>
    </span>
  );
}
