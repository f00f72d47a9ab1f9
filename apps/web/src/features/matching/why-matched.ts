const REASONS: Record<string, string> = {
  area: 'area',
  products: 'product count',
  price: 'price range',
  style: 'home style',
  specialty: 'specialty',
  cities: 'desired city',
  distance: 'distance',
  project: 'part of the project',
};

/** The short "why it matched" line of a card, from the row's matchedOn. */
export function whyMatched(matchedOn: string[] | undefined): string {
  if (!matchedOn?.length) return 'Matched: no preference rules it out';
  return `Matched on ${matchedOn.map((d) => REASONS[d] ?? d).join(', ')}`;
}
