-- esc_files.version (issue 11): the file override dialog saves with If-Match; every change (an override, an
-- upload that changes the file) raises it, so a stale override is refused (412).
ALTER TABLE "esc_files" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;