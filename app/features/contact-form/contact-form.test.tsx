import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { csrfNames } from "../../../common/enquiry.ts";
import { enquiryWireKeys } from "../../../tests/support/enquiry-wire.ts";
import { siteData } from "../../../tests/support/site-data.ts";
import { SiteDataContext } from "../../hooks/use-site-data.ts";
import { bannerMs, ContactForm } from "./contact-form.tsx";
import { takeProofOfWork } from "./proof-of-work.ts";

// The solver has its own tests (proof-of-work.test.ts) and the real one runs in the e2e tests: here
// the form gets a solution at once, so the requests it makes are the enquiry's alone.
vi.mock("./proof-of-work.ts", () => ({
  prepareProofOfWork: vi.fn(),
  takeProofOfWork: vi.fn(async () => "solved-challenge"),
}));

const { contactForm } = siteData;

const fields = ["Name", "Email", "Phone", "Subject", "Message"] as const;
const valid = {
  Name: "Asha Verma",
  Email: "asha@example.org",
  Phone: "+91 98100 00000",
  Subject: "Factory training",
  Message: "We would like to train 200 supervisors.",
};

let fetchMock: ReturnType<typeof vi.fn>;

let cookies = "";

beforeEach(() => {
  // The test's clock alone moves time: under load, real time leaking in (shouldAdvanceTime) ran the
  // 5 s banners out before their assertions. Testing Library waits a zero timeout after each
  // event and advances it only when it finds Jest's fake timers, so it is shown where they are.
  vi.useFakeTimers();
  vi.stubGlobal("jest", { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  cookies = "theme=light; XSRF-TOKEN=token-from-cookie";
  vi.spyOn(document, "cookie", "get").mockImplementation(() => cookies);
  fetchMock = vi.fn(
    async () => new Response(JSON.stringify({ message: "Email has been sent" }), { status: 200 }),
  );
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderForm() {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <SiteDataContext value={siteData}>
          <ContactForm />
        </SiteDataContext>
      ),
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const form = screen.getByRole("form", { name: "Contact us" });
  const field = (label: (typeof fields)[number]) => within(form).getByLabelText(label);
  const submit = within(form).getByRole("button", { name: "Send Message" });
  const status = within(form).getByRole("status");
  const alert = within(form).getByRole("alert");
  async function fill(values: Partial<Record<(typeof fields)[number], string>>) {
    for (const [label, value] of Object.entries(values)) {
      const control = field(label as (typeof fields)[number]);
      await user.clear(control);
      if (value) await user.type(control, value);
    }
  }
  return { user, form, field, submit, status, alert, fill };
}

function errorText(control: HTMLElement) {
  const id = control.getAttribute("aria-describedby");
  return id ? document.getElementById(id)?.textContent : undefined;
}

const sends = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/message"));

describe("an invalid submit", () => {
  it("sends nothing, marks every empty field with an error text and focuses the first", async () => {
    const { user, field, submit } = renderForm();
    await user.click(submit);
    for (const label of fields) {
      await vi.waitFor(() => expect(field(label).getAttribute("aria-invalid")).toBe("true"));
      expect(errorText(field(label))).toBe("This field is required.");
    }
    expect(document.activeElement).toBe(field("Name"));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ["Name", "   ", "This field is required."],
    ["Email", "asha.example.org", "Enter a valid e-mail address, like name@example.com."],
    [
      "Email",
      `${"a".repeat(65)}@example.org`,
      "The part before the @ can have at most 64 characters.",
    ],
    ["Email", `a@${"b".repeat(249)}.org`, "Use at most 254 characters."],
    ["Phone", "", "This field is required."],
    ["Subject", "", "This field is required."],
    ["Message", "", "This field is required."],
  ] as const)(
    "%s = %j: no request, only that field marked, focus on it",
    async (label, value, message) => {
      const { user, field, submit, fill } = renderForm();
      await fill({ ...valid, [label]: value });
      await user.click(submit);
      await vi.waitFor(() => expect(field(label).getAttribute("aria-invalid")).toBe("true"));
      expect(errorText(field(label))).toBe(message);
      expect(document.activeElement).toBe(field(label));
      for (const other of fields.filter((name) => name !== label)) {
        expect(field(other).hasAttribute("aria-invalid")).toBe(false);
      }
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it("clears a field's error once it is corrected", async () => {
    const { user, field, submit, fill } = renderForm();
    await fill({ ...valid, Email: "nope" });
    await user.click(submit);
    await vi.waitFor(() => expect(field("Email").getAttribute("aria-invalid")).toBe("true"));
    await user.type(field("Email"), "@example.org");
    await vi.waitFor(() => expect(field("Email").hasAttribute("aria-invalid")).toBe(false));
    expect(field("Email").hasAttribute("aria-describedby")).toBe(false);
  });
});

describe("a valid submit", () => {
  it("posts exactly the API's payload with the token from the cookie", async () => {
    const { user, submit, fill } = renderForm();
    await fill({ ...valid, Name: "  Asha Verma  " });
    const before = Date.now();
    await user.click(submit);
    await vi.waitFor(() => expect(sends()).toHaveLength(1));

    const [url, init] = sends()[0] as [string, RequestInit];
    expect(url).toBe("/api/redefine-website/message");
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("same-origin");
    expect(init.headers).toEqual({
      "Content-Type": "application/json",
      Accept: "application/json",
      "X-XSRF-TOKEN": "token-from-cookie",
      "Content-Language": "en",
      "X-Altcha": "solved-challenge",
    });
    const body = JSON.parse(String(init.body));
    expect(Object.keys(body)).toEqual(enquiryWireKeys);
    expect(body).toMatchObject({
      name: "Asha Verma",
      email: valid.Email,
      phone: valid.Phone,
      subject: valid.Subject,
      message: valid.Message,
    });
    expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);
    expect(Date.parse(body.timestamp)).toBeGreaterThanOrEqual(before);
  });

  it("without a solution in time still sends the enquiry, with no X-Altcha header", async () => {
    vi.mocked(takeProofOfWork).mockResolvedValueOnce(undefined);
    const { user, submit, fill, status } = renderForm();
    await fill(valid);
    await user.click(submit);
    await vi.waitFor(() => expect(status.textContent).toBe(contactForm.success));
    const [, init] = sends()[0] as [string, RequestInit];
    expect(init.headers).not.toHaveProperty("X-Altcha");
  });

  it("shows progress and cannot send twice", async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const { user, form, submit, fill, field } = renderForm();
    await fill(valid);
    await user.click(submit);
    await vi.waitFor(() => expect(submit.getAttribute("aria-disabled")).toBe("true"));
    expect(form.getAttribute("aria-busy")).toBe("true");
    await user.click(submit);
    await user.type(field("Subject"), "{Enter}");
    expect(sends()).toHaveLength(1);
    await act(async () => answer(new Response(null, { status: 204 })));
    await vi.waitFor(() => expect(submit.hasAttribute("aria-disabled")).toBe(false));
  });
});

describe("banners", () => {
  it("on success: resets the form and shows the status for 5 s", async () => {
    const { user, submit, fill, field, status, alert } = renderForm();
    await fill(valid);
    await user.click(submit);
    await vi.waitFor(() => expect(status.textContent).toBe(contactForm.success));
    expect(status.textContent).toBe("We have received your enquiry, thank you.");
    expect(alert.textContent).toBe("");
    for (const label of fields) expect((field(label) as HTMLInputElement).value).toBe("");
    await act(() => vi.advanceTimersByTimeAsync(bannerMs - 100));
    expect(status.textContent).toBe(contactForm.success);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(status.textContent).toBe("");
  });

  it.each([
    ["a 500 answer", () => new Response("{}", { status: 500 })],
    ["a 403 answer", () => new Response("{}", { status: 403 })],
    ["no answer at all", () => Promise.reject(new TypeError("Failed to fetch"))],
  ])(
    "on failure (%s): keeps the input, logs, and shows the alert for 5 s",
    async (_case, reply) => {
      fetchMock.mockImplementation(async () => reply());
      const logged = vi.spyOn(console, "error").mockImplementation(() => {});
      const { user, submit, fill, field, status, alert } = renderForm();
      await fill(valid);
      await user.click(submit);
      await vi.waitFor(() =>
        expect(alert.textContent).toBe("Error sending message. Please try again."),
      );
      expect(status.textContent).toBe("");
      expect(logged).toHaveBeenCalledTimes(1);
      for (const label of fields)
        expect((field(label) as HTMLInputElement).value).toBe(valid[label]);
      await act(() => vi.advanceTimersByTimeAsync(bannerMs + 100));
      expect(alert.textContent).toBe("");
    },
  );

  it("asks the visitor to reload the page when the server says the page's token has expired", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    fetchMock.mockImplementationOnce(
      async () =>
        new Response(JSON.stringify({ message: "expired", code: csrfNames.expiredCode }), {
          status: 403,
          headers: { "content-type": "application/json" },
        }),
    );
    const { user, submit, fill, alert } = renderForm();
    await fill(valid);
    await user.click(submit);
    await vi.waitFor(() =>
      expect(alert.textContent).toBe(`${contactForm.failure} ${contactForm.failureReload}`),
    );

    fetchMock.mockImplementationOnce(async () => new Response("{}", { status: 403 }));
    await user.click(submit);
    await vi.waitFor(() => expect(alert.textContent).toBe(contactForm.failure));
  });

  it("showing one clears the other, and each gets its full 5 s", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    fetchMock.mockImplementationOnce(async () => new Response(null, { status: 502 }));
    const { user, submit, fill, status, alert } = renderForm();
    await fill(valid);
    await user.click(submit);
    await vi.waitFor(() => expect(alert.textContent).toBe(contactForm.failure));

    await act(() => vi.advanceTimersByTimeAsync(3_000));
    await user.click(submit);
    await vi.waitFor(() => expect(status.textContent).toBe(contactForm.success));
    expect(alert.textContent).toBe("");
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(status.textContent).toBe(contactForm.success);

    fetchMock.mockImplementationOnce(async () => new Response(null, { status: 500 }));
    await fill(valid);
    await user.click(submit);
    await vi.waitFor(() => expect(alert.textContent).toBe(contactForm.failure));
    expect(status.textContent).toBe("");
  });
});

describe("the CSRF token", () => {
  it("uses __Host-XSRF-TOKEN when the site is on HTTPS", async () => {
    cookies = "__Host-XSRF-TOKEN=secure-token; other=1";
    const { user, submit, fill } = renderForm();
    await fill(valid);
    await user.click(submit);
    await vi.waitFor(() => expect(sends()).toHaveLength(1));
    const [, init] = sends()[0] as [string, RequestInit];
    expect(init.headers).toMatchObject({
      "X-XSRF-TOKEN": "secure-token",
    });
  });

  it("is fetched from /api/csrf when the page came without it", async () => {
    cookies = "";
    renderForm();
    await vi.waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith("/api/csrf", { credentials: "same-origin" }),
    );
    expect(sends()).toHaveLength(0);
  });
});
