-- OpenEPaperLink access points (issue 27 §3; server/repositories/oeplUpdates.ts): the image last uploaded to each
-- tag behind an AP, by its SHA-256, so that a refresh asks the AP to send the same image again (/tag_cmd refresh)
-- instead of uploading it again, and uploads only an image that changed.
CREATE TABLE IF NOT EXISTS oepl_tag_images (
  "tagId" text PRIMARY KEY,
  "imageHash" text NOT NULL,
  "uploadedAt" timestamptz NOT NULL
);
