-- Ad views (issue 36): an ad's impression is counted once per viewer (a session, else a client
-- address) within the site's adViewMinutes, and a click once per counted impression.
CREATE TABLE ad_views (
  member_id integer NOT NULL,
  ad_id integer NOT NULL,
  viewer text NOT NULL,
  viewed_at bigint NOT NULL,
  clicked boolean NOT NULL DEFAULT false,
  PRIMARY KEY (member_id, ad_id, viewer)
);
CREATE INDEX ad_views_by_age ON ad_views (viewed_at);
