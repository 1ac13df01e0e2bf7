-- The founding journals were seeded with impact factors nobody measured (2.4, 1.9, 2.1, 1.6; issue 38).
-- Cleared only where a journal still holds its seeded value: a figure an editor entered stays (ADR 061).
UPDATE "journals" SET "impact_factor" = NULL
WHERE ("short_name", "impact_factor") IN (
  ('fjphs', 2.4::double precision),
  ('ijcpms', 1.9::double precision),
  ('ijebr', 2.1::double precision),
  ('bjps', 1.6::double precision)
);
