// The enquiry's body on the wire, as the API's contract fixes it: these keys, in this order. Written
// out here rather than read from common/enquiry.ts, so a change there that alters the body fails.
export const enquiryWireKeys = ["name", "email", "phone", "subject", "message", "timestamp"];
