-- Owner portfolios (issue 20; apps/api/src/modules/portfolios/): every parcel and project of one owner, matching
-- owner names across spellings and legal-form suffixes. owner_name_key is THE normalisation (the API and the tests
-- call it; nothing re-implements it): upper case; periods and apostrophes dropped ('L.L.C.' → LLC, O'Brien →
-- OBRIEN), any other punctuation a space; then the words of legal form and estate planning (LLC, LC, Inc, Corp,
-- Co, Company, Ltd, LP, LLP, PLLC, Trust, Trustee(s), TR, TRS, TTEE, Family, Revocable, Irrevocable, Living, The,
-- And, Et Al, Et Ux), single letters (initials) and repeated words are left out, and the rest is sorted, so
-- 'SMITH, JOHN A', 'John Smith Revocable Trust' and 'JOHN SMITH' share the key 'JOHN SMITH', and
-- 'Wasatch Holdings, L.L.C.' and 'WASATCH HOLDINGS LLC' the key 'HOLDINGS WASATCH'. NULL when nothing is left.
CREATE FUNCTION owner_name_key(name text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT AS $$
  SELECT nullif(array_to_string(ARRAY(
    SELECT DISTINCT w
    FROM unnest(regexp_split_to_array(
      regexp_replace(regexp_replace(upper(name), '[.'']', '', 'g'), '[^A-Z0-9]+', ' ', 'g'), ' ')) AS w
    WHERE length(w) > 1 AND w NOT IN ('LLC', 'LC', 'INC', 'CORP', 'CORPORATION', 'CO', 'COMPANY', 'LTD', 'LP',
      'LLP', 'PLLC', 'TRUST', 'TRUSTS', 'TRUSTEE', 'TRUSTEES', 'TR', 'TRS', 'TTEE', 'TTEES', 'FAMILY',
      'REVOCABLE', 'IRREVOCABLE', 'LIVING', 'THE', 'AND', 'ET', 'AL', 'ETAL', 'UX', 'ETUX')
    ORDER BY w), ' '), '')
$$;

-- A mailing address as a key: upper case, punctuation dropped, directions and street types abbreviated the USPS
-- way (NORTH → N, STREET → ST, ...), spaces collapsed, then '|' and the 5-digit ZIP. NULL without an address.
CREATE FUNCTION owner_mailing_key(address text, zip text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN nullif(btrim(address), '') IS NULL THEN NULL ELSE
    array_to_string(array_remove(ARRAY(
      SELECT CASE w WHEN 'NORTH' THEN 'N' WHEN 'SOUTH' THEN 'S' WHEN 'EAST' THEN 'E' WHEN 'WEST' THEN 'W'
        WHEN 'STREET' THEN 'ST' WHEN 'AVENUE' THEN 'AVE' WHEN 'ROAD' THEN 'RD' WHEN 'DRIVE' THEN 'DR'
        WHEN 'LANE' THEN 'LN' WHEN 'BOULEVARD' THEN 'BLVD' WHEN 'CIRCLE' THEN 'CIR' WHEN 'COURT' THEN 'CT'
        WHEN 'PLACE' THEN 'PL' WHEN 'PARKWAY' THEN 'PKWY' WHEN 'HIGHWAY' THEN 'HWY' WHEN 'SUITE' THEN 'STE'
        WHEN 'POST' THEN 'PO' WHEN 'OFFICE' THEN '' WHEN 'P' THEN 'PO' WHEN 'O' THEN '' ELSE w END
      FROM unnest(regexp_split_to_array(
        btrim(regexp_replace(regexp_replace(upper(address), '[.'',#]', '', 'g'), '[^A-Z0-9]+', ' ', 'g')), ' '))
        WITH ORDINALITY AS t(w, i)
      ORDER BY i), ''), ' ')
    || '|' || coalesce(left(btrim(zip), 5), '') END
$$;

CREATE INDEX parcels_owner_name_key_idx ON parcels (owner_name_key(ownership_name));
CREATE INDEX parcels_owner_mailing_key_idx ON parcels (owner_mailing_key(mailing_address, mailing_zip));

-- A project's owners (owner_names and ownership_name) as name keys, for the portfolio's projects. The call is
-- schema-qualified: PostgreSQL 17 (PGlite) builds and maintains indexes with a search_path of pg_catalog only.
CREATE FUNCTION owner_name_keys(names text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT k ORDER BY k), '{}') FROM (SELECT public.owner_name_key(n) AS k FROM unnest(names) n) x
  WHERE k IS NOT NULL
$$;
CREATE INDEX projects_owner_name_keys_idx ON projects USING gin (owner_name_keys(array_append(owner_names, ownership_name)));
