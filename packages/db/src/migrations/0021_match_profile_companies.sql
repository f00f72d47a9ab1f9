-- Survey matching (docs/matching.md, "The match profile table and its indexes"): the companies of each contact on
-- its match profile. A survey card counts a contact group's matching contacts and the distinct companies they belong
-- to; with the companies joined from company_contacts the join (a hash of all 120,000 links, or a probe per contact)
-- cost three to five times the contacts count. Kept current by statement-level triggers on company_contacts, so bulk
-- loads (COPY) and imports keep it in step; a new profile starts with no companies until its links arrive.
ALTER TABLE contact_match_profiles ADD COLUMN company_ids bigint[] NOT NULL DEFAULT '{}';

CREATE FUNCTION contact_match_profiles_companies_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE contact_match_profiles p
     SET company_ids = coalesce(
       (SELECT array_agg(cc.company_id ORDER BY cc.company_id) FROM company_contacts cc WHERE cc.contact_id = p.contact_id),
       '{}')
   WHERE p.contact_id IN (SELECT contact_id FROM changed_rows);
  RETURN NULL;
END
$$;
CREATE TRIGGER company_contacts_profiles_insert AFTER INSERT ON company_contacts
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION contact_match_profiles_companies_sync();
CREATE TRIGGER company_contacts_profiles_delete AFTER DELETE ON company_contacts
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION contact_match_profiles_companies_sync();
CREATE TRIGGER company_contacts_profiles_update_new AFTER UPDATE ON company_contacts
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION contact_match_profiles_companies_sync();
CREATE TRIGGER company_contacts_profiles_update_old AFTER UPDATE ON company_contacts
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION contact_match_profiles_companies_sync();

UPDATE contact_match_profiles p SET company_ids = x.ids
  FROM (SELECT contact_id, array_agg(company_id ORDER BY company_id) AS ids FROM company_contacts GROUP BY contact_id) x
 WHERE x.contact_id = p.contact_id;
