-- The language of the page the visitor sent the enquiry from ("en" or "ar"); enquiries stored
-- before the site had two languages came from the English site.
ALTER TABLE enquiries ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'ar'));
