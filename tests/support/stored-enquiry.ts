// One enquiry as the store hands it back, for tests of what is composed from it (the e-mails).
import type { StoredEnquiry } from "../../server/store/enquiry-store.ts";

export function storedEnquiry(overrides: Partial<StoredEnquiry> = {}): StoredEnquiry {
  return {
    id: 7,
    publicId: "0b7f5a52-4d0e-4c1a-9d55-0a4f3c2b1e00",
    name: "Asha Verma",
    email: "asha@example.org",
    phone: "+91 98100 00000",
    subject: "Training",
    message: "Line one\nLine <two>",
    clientTimestamp: "2025-03-01T09:59:30.000Z",
    language: "en",
    receivedAt: new Date("2025-03-01T10:00:00.000Z"),
    spamReason: null,
    mail: null,
    acknowledgement: null,
    status: "new",
    assignee: null,
    version: 1,
    page: null,
    route: { rule: null, recipients: [] },
    source: null,
    ...overrides,
  };
}
