-- An enquiry is read with its e-mail and acknowledgement jobs (enquiry-rows.ts, selectEnquiry),
-- joined on (enquiry_id, kind). Since 010 the only index that starts with enquiry_id is partial
-- (no reply, no endpoint), which a join cannot use, so each read scanned every job of the kind:
-- with 2,000 enquiries in the outbox, reading one took longer than storing it. This index serves
-- that join, the deliveries on an enquiry's page, and the cascade when an enquiry is erased.
CREATE INDEX outbox_enquiry ON outbox (enquiry_id, kind);
