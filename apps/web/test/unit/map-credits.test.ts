import { describe, expect, it } from 'vitest';
import { mapCredits } from '../../src/features/map/map-view/data-attribution.js';

describe('the map attribution follows the sources of the loaded parcels', () => {
  it('says generated demo data only when every parcel source is generated', () => {
    expect(mapCredits(['generated'])[0]).toBe(
      'Parcels, projects, contacts and listings shown are generated demo data',
    );
  });

  it('credits UGRC for imported UGRC parcels, and does not call real parcels generated', () => {
    const credits = mapCredits(['generated', 'ugrc_lir']);
    expect(credits).toContain('Parcels © State of Utah, SGID (UGRC), CC BY 4.0, provided as is');
    expect(credits).toContain("Records marked 'Generated demo data' are invented");
    expect(credits.join()).not.toContain('shown are generated demo data');
    const real = mapCredits(['ugrc_parcels']);
    expect(real.join()).not.toMatch(/generated/i);
    expect(real[0]).toContain('UGRC');
  });
});
