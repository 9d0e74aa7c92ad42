-- Trigram search (employees.search_text) needs pg_trgm.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
