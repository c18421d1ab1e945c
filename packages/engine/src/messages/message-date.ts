/** The zone names RFC 5322 still lets a date end in, by their offset from UTC in minutes. */
const NAMED_ZONES: Record<string, number> = {
  UT: 0, UTC: 0, GMT: 0, Z: 0, EST: -300, EDT: -240, CST: -360, CDT: -300, MST: -420, MDT: -360, PST: -480, PDT: -420,
};

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** RFC 5322's date and time: "Fri, 2 Jan 2026 10:15:00 +0000", its day's name and seconds optional, any comments removed. */
const DATE_TIME = /^(?:[a-z]{3,9},?\s+)?(\d{1,2})\s+([a-z]{3,9})\.?\s+(\d{2,4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s+(\S+)$/i;

/**
 * The instant a date's text names and the offset from UTC it is written in, in minutes; null unless it is a date and
 * time as RFC 5322 writes one, with a time zone. Read here rather than by Date's own parser, which takes almost any
 * text for some date ("next week +0000" for 1 January 2000), and a date without a zone for one in the reading
 * machine's zone.
 */
function readDate(text: string): { date: Date; offset: number } | null {
  const parts = DATE_TIME.exec(text.replace(/\([^()]*\)/g, ' ').trim());
  if (!parts) return null;
  const [, day, monthName, yearText, hour, minute, second, zone] = parts;
  const month = MONTHS.indexOf(monthName!.slice(0, 3).toLowerCase());
  const numeric = /^([+-])(\d{2})(\d{2})$/.exec(zone!);
  const offset = numeric ? (numeric[1] === '-' ? -1 : 1) * (Number(numeric[2]) * 60 + Number(numeric[3])) : NAMED_ZONES[zone!.toUpperCase()];
  // RFC 822's two-digit years: 50 and later in the 1900s; three digits count from 1900.
  const written = Number(yearText);
  const year = yearText!.length === 2 ? written + (written < 50 ? 2000 : 1900) : yearText!.length === 3 ? written + 1900 : written;
  if (month < 0 || offset === undefined || Number(hour) > 23 || Number(minute) > 59 || Number(second ?? 0) > 60) return null;
  const local = new Date(Date.UTC(year, month, Number(day), Number(hour), Number(minute), Number(second ?? 0)));
  // 31 February is no day.
  if (local.getUTCDate() !== Number(day)) return null;
  return { date: new Date(local.getTime() - offset * 60_000), offset };
}

/** When a message's date says it was sent ("Fri, 2 Jan 2026 10:15:00 +0000"), or null (see readDate). */
export const parseMessageDate = (text: string): Date | null => readDate(text)?.date ?? null;

const DAY = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A message's date as a lawyer writes one, at the time and offset the sender's clock showed: "Friday 2 January 2026,
 * 10:15 (+00:00)". The date's own text where it cannot be read, or names no time zone.
 */
export function formatMessageDate(date: Date | null, text: string): string {
  const offset = readDate(text)?.offset;
  if (date === null || offset === undefined) return text;
  const local = new Date(date.getTime() + offset * 60_000);
  const parts = DAY.formatToParts(local);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value;
  const sign = offset < 0 ? '-' : '+';
  const zone = `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}, ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())} (${zone})`;
}
