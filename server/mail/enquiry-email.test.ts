import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { storedEnquiry } from "../../tests/support/stored-enquiry.ts";
import { composeEnquiryEmail, escapeHtml } from "./enquiry-email.ts";

const enquiry = storedEnquiry({ page: "/contact" });
const settings = { from: "website@consulting.test", to: "enquiries@consulting.test" };

describe("composeEnquiryEmail", () => {
  it("sends from the site to the business, with the visitor in Reply-To only", () => {
    const email = composeEnquiryEmail(enquiry, settings);
    expect(email.from).toEqual({
      name: "Website contact form",
      address: "website@consulting.test",
    });
    expect(email.to).toBe("enquiries@consulting.test");
    expect(email.replyTo).toEqual({ name: "Asha Verma", address: "asha@example.org" });
    expect(email.subject).toBe("Website enquiry: Training");
    expect(email.date).toEqual(enquiry.receivedAt);
    expect(email.headers).toEqual({ "X-Enquiry-Id": "7" });
  });

  it("goes to the addresses of the rule that routed it, and says which page and rule", () => {
    const routed = composeEnquiryEmail(
      {
        ...enquiry,
        page: "/ar/contact?office=dubai",
        route: {
          rule: "Dubai office",
          recipients: ["dubai@consulting.test", "gcc@consulting.test"],
        },
      },
      settings,
    );
    expect(routed.to).toBe("dubai@consulting.test, gcc@consulting.test");
    expect(routed.text).toContain("Sent from: /ar/contact?office=dubai\n");
    expect(routed.text).toContain('Routed by: the rule "Dubai office"\n');
    const unrouted = composeEnquiryEmail(enquiry, settings);
    expect(unrouted.to).toBe("enquiries@consulting.test");
    expect(unrouted.text).toContain("Routed by: no rule\n");
  });

  it("derives a stable Message-ID from the enquiry and the sender's domain", () => {
    const a = composeEnquiryEmail(enquiry, settings).messageId;
    expect(a).toBe("<enquiry-0b7f5a52-4d0e-4c1a-9d55-0a4f3c2b1e00@consulting.test>");
    expect(composeEnquiryEmail({ ...enquiry, message: "changed" }, settings).messageId).toBe(a);
  });

  it("keeps the message's lines in the text and escapes them in the HTML", () => {
    const email = composeEnquiryEmail(enquiry, settings);
    expect(email.text).toContain("Message:\nLine one\nLine <two>\n");
    expect(email.html).toContain("Line one\nLine &lt;two&gt;");
  });

  it("says which language the visitor wrote in, in the subject when it is not English", () => {
    const english = composeEnquiryEmail(enquiry, settings);
    expect(english.text).toContain("Language: English (sent from the English site)\n");
    const arabic = composeEnquiryEmail({ ...enquiry, language: "ar", message: "مرحبًا" }, settings);
    expect(arabic.subject).toBe("Website enquiry (Arabic): Training");
    expect(arabic.text).toContain("Language: Arabic (sent from the Arabic site)\n");
    expect(arabic.html).toContain(
      '<th align="left">Language</th><td>Arabic (sent from the Arabic site)</td>',
    );
    expect(arabic.html).toContain('<p dir="auto" style="white-space:pre-wrap">مرحبًا</p>');
  });
});

describe("escapeHtml", () => {
  it("leaves no markup", () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(escapeHtml(value)).not.toMatch(/[<>"']/);
      }),
    );
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;",
    );
  });
});
