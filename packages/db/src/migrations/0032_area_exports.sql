-- GIS exports of an area (issue 20; apps/api/src/modules/area-export/). An export streams its file while it reads
-- the parcels through a cursor; its progress is kept here so that the page can poll it from any server process
-- (the browser names the export with a random id). Rows older than a day are removed by the next export.
CREATE TABLE area_exports (
  id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  format text NOT NULL CHECK (format IN ('geojson', 'kml', 'csv', 'shapefile')),
  total integer NOT NULL CHECK (total >= 0),
  done integer NOT NULL DEFAULT 0 CHECK (done >= 0),
  finished_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX area_exports_user_id_idx ON area_exports (user_id);
CREATE INDEX area_exports_created_at_idx ON area_exports (created_at);
