import { keepsOtherTime, timeZoneNote } from '../school-time';
import { useSchoolTimeZone } from '../session/use-school-time-zone';

/**
 * Once above a list of due dates: 'Horas de Madrid (hora de Europa central).', only for a viewer whose clock
 * is not the school's (decision 172), the note the timetable shows.
 */
export function SchoolTimeNote() {
  const timeZone = useSchoolTimeZone();
  if (!keepsOtherTime(timeZone)) return null;
  return <p className="text-muted-foreground text-sm">{timeZoneNote(timeZone)}</p>;
}
