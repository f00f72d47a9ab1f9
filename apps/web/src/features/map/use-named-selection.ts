import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ParcelDetail, PlaceholderCard } from '@utah-land/shared';
import { isPlaceholder, mapApi, mapKeys } from '../../api/map.js';
import { useSurveyTaker } from '../common/use-survey-taker.js';
import type { Selection } from './map-state.js';

/** How the screen writes a parcel's number: the county's own format (formatted parcel id), else the raw id. */
export const parcelNumberOf = (p: { formattedParcelId?: string | null; parcelId: string }) =>
  p.formattedParcelId || p.parcelId;

/**
 * The selection as the screen names it: a parcel by its county's number (docs/data.md, "Parcel ids") wherever it
 * was picked (a map click knows only the shape's id), from the record the selection popover reads (one request,
 * shared through its query key). Free Trial's placeholder names nothing: the label stays as picked.
 */
export function useNamedSelection(selection: Selection | null): Selection | null {
  const surveyTaker = useSurveyTaker();
  const parcel = selection?.type === 'Parcel' ? selection.id : null;
  const info = useQuery({
    queryKey: mapKeys.parcelInfo(parcel ?? 0, surveyTaker),
    queryFn: (): Promise<ParcelDetail | PlaceholderCard> => mapApi.parcelInfo(parcel!, surveyTaker),
    enabled: parcel !== null,
  });
  const d = info.data;
  return useMemo(() => {
    if (!selection || parcel === null || !d || isPlaceholder(d)) return selection;
    return { ...selection, label: parcelNumberOf(d) };
  }, [selection, parcel, d]);
}
