import type { PortfolioSubject } from '../../api/portfolios.js';

export type { PortfolioSubject };

/** The map's parameter naming whose portfolio is open: 'parcel:12', 'project:3' or 'contact:7'. */
export const PORTFOLIO_PARAM = 'portfolio';

export function portfolioParam(s: PortfolioSubject): string {
  if ('parcelId' in s) return `parcel:${s.parcelId}`;
  if ('projectId' in s) return `project:${s.projectId}`;
  return `contact:${s.contactId}`;
}

export function parsePortfolioParam(value: string | null): PortfolioSubject | null {
  const m = /^(parcel|project|contact):(\d{1,15})$/.exec(value ?? '');
  if (!m) return null;
  const id = Number(m[2]);
  return m[1] === 'parcel' ? { parcelId: id } : m[1] === 'project' ? { projectId: id } : { contactId: id };
}
