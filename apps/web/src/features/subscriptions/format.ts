/** en-US long format, e.g. 'March 5, 2027'. */
export function longDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime())
    ? ''
    : d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readCookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/** Remembers a closed banner for 365 days. */
export function rememberDismissal(name: string) {
  document.cookie = `${name}=true; Max-Age=${YEAR_SECONDS}; path=/; SameSite=Lax`;
}
