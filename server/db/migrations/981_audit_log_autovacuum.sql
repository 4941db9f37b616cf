-- The audit log's searches count their rows (capped at 10,000) from an index alone when the table's visibility
-- map says its pages are all visible; a page written since the last vacuum is read from the table instead, a
-- random read a row (measured at ten million rows: the count by who, 10,000 rows, 454 ms p50 before a vacuum and
-- 6 ms after). An append-only table is vacuumed after inserts (PostgreSQL 13 on), by default once 20 % of it is
-- new: two million rows of a ten-million-row log. Here after 1 % (and 10,000 rows), so the newest rows, the ones
-- read most, are seldom the unvacuumed ones. PGlite runs no autovacuum; the setting is harmless there.
ALTER TABLE audit_log SET (autovacuum_vacuum_insert_scale_factor = 0.01, autovacuum_vacuum_insert_threshold = 10000);
