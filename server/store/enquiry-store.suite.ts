import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Enquiry } from "../../common/enquiry.ts";
import type { EnquirySearch, EnquiryStore, NewEnquiry } from "./enquiry-store.ts";
import type { ClaimedMailJob } from "./outbox.ts";

export interface StoreDatabase {
  open(): Promise<EnquiryStore>;
  destroy(): Promise<void>;
}

const t0 = new Date("2025-03-01T10:00:00.000Z");
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

export function sampleEnquiry(overrides: Partial<Enquiry> = {}): Enquiry {
  return {
    name: "Asha Verma",
    email: "asha@example.org",
    phone: "+91 98100 00000",
    subject: "Factory training programme",
    message: "We would like to train 200 supervisors.\nCan we talk next week?",
    timestamp: "2025-03-01T09:59:30.000Z",
    language: "en",
    ...overrides,
  };
}

function newEnquiry(overrides: Partial<NewEnquiry> = {}): NewEnquiry {
  return {
    enquiry: sampleEnquiry(),
    receivedAt: t0,
    spamReason: null,
    contentHash: "hash-a",
    ...overrides,
  };
}

export function describeEnquiryStore(
  label: string,
  createDatabase: () => Promise<StoreDatabase>,
  skipReason?: string,
) {
  describe.skipIf(skipReason !== undefined)(`EnquiryStore: ${label}`, () => {
    let database: StoreDatabase;
    let store: EnquiryStore;
    const lease = { limit: 10, leaseMs: 60_000 };

    beforeEach(async () => {
      database = await createDatabase();
      store = await database.open();
    });

    afterEach(async () => {
      await store.close();
      await database.destroy();
    });

    it("stores an enquiry with a pending outbox job and reads it back unchanged", async () => {
      const text = "Ünïcödé ✓ — 東京 \u{1F600}\n<script>alert(1)</script>";
      const stored = await store.add(
        newEnquiry({ enquiry: sampleEnquiry({ message: text.repeat(100) }) }),
      );
      expect(stored.id).toBeGreaterThan(0);
      expect(stored.publicId).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      );
      expect(stored).toMatchObject({
        name: "Asha Verma",
        email: "asha@example.org",
        phone: "+91 98100 00000",
        subject: "Factory training programme",
        message: text.repeat(100),
        clientTimestamp: "2025-03-01T09:59:30.000Z",
        language: "en",
        spamReason: null,
        mail: { status: "pending", attempts: 0, lastError: null, sentAt: null },
      });
      const arabic = await store.add(
        newEnquiry({ enquiry: sampleEnquiry({ language: "ar" }), contentHash: "other" }),
      );
      expect((await store.get(arabic.id))?.language).toBe("ar");
      expect(stored.receivedAt.toISOString()).toBe(t0.toISOString());
      expect(await store.get(stored.id)).toEqual(stored);
      expect(await store.get(stored.id + 1000)).toBeUndefined();
    });

    it("keeps suspected spam without an outbox job", async () => {
      const spam = await store.add(newEnquiry({ spamReason: "too many links" }));
      expect(spam.spamReason).toBe("too many links");
      expect(spam.mail).toBeNull();
      expect(await store.outbox.claimDue({ now: at(60), claim: "w1", ...lease })).toEqual([]);
      expect(await store.list()).toHaveLength(1);
    });

    it("uses a key up with the enquiry: a second enquiry with it is held as spam, with no job", async () => {
      const usesUp = { key: "proof-of-work:abc", windowMs: 60_000, reasonIfUsed: "used again" };
      const first = await store.add(newEnquiry({ usesUp }));
      const again = await store.add(newEnquiry({ usesUp, contentHash: "hash-b" }));
      const other = await store.add(
        newEnquiry({ usesUp: { ...usesUp, key: "proof-of-work:def" }, contentHash: "hash-c" }),
      );
      // A reason of its own stays when the key is fresh.
      const held = await store.add(
        newEnquiry({
          usesUp: { ...usesUp, key: "proof-of-work:ghi" },
          spamReason: "too fast",
          contentHash: "hash-d",
        }),
      );
      expect([first, again, other, held].map((e) => [e.spamReason, e.status])).toEqual([
        [null, "new"],
        ["used again", "spam"],
        [null, "new"],
        ["too fast", "spam"],
      ]);
      const jobs = await store.outbox.claimDue({ now: at(60), claim: "w1", ...lease });
      expect(jobs.map((job) => job.enquiryId).sort()).toEqual([first.id, other.id].sort());
      // The same table the rate limits count in, which every server shares.
      expect(await store.rateLimits.peek("proof-of-work:abc")).toMatchObject({ hits: 2 });
    });

    describe("the visitor's acknowledgement", () => {
      const day = 24 * 60 * 60;
      const acknowledged = (overrides: Partial<NewEnquiry> = {}) =>
        newEnquiry({ acknowledge: true, ...overrides });
      const jobsOf = async (now: Date) =>
        (await store.outbox.claimDue({ now, claim: "w1", ...lease, limit: 100 }))
          .map((job) => `${job.enquiryId} ${job.kind}`)
          .sort();

      it("commits a staff job and an acknowledgement job with an accepted enquiry", async () => {
        const stored = await store.add(acknowledged());
        expect(stored).toMatchObject({
          mail: { status: "pending", attempts: 0, sentAt: null },
          acknowledgement: { status: "pending", attempts: 0, lastError: null, sentAt: null },
        });
        expect(await store.outbox.stats()).toMatchObject({ pending: 2 });
        expect(await jobsOf(at(0))).toEqual([`${stored.id} acknowledgement`, `${stored.id} staff`]);
      });

      it("makes none unless asked (ACK_EMAILS off)", async () => {
        const stored = await store.add(newEnquiry());
        expect(stored.acknowledgement).toBeNull();
        expect(await jobsOf(at(0))).toEqual([`${stored.id} staff`]);
      });

      it("keeps each job's delivery state apart", async () => {
        const stored = await store.add(acknowledged());
        const jobs = await store.outbox.claimDue({ now: at(1), claim: "w1", ...lease });
        const ack = jobs.find((job) => job.kind === "acknowledgement");
        const staff = jobs.find((job) => job.kind === "staff");
        expect(await store.outbox.markSent(ack!, at(2))).toBe(true);
        expect(await store.outbox.markFailed(staff!, "550 no such mailbox")).toBe(true);
        const after = await store.get(stored.id);
        expect(after?.acknowledgement).toMatchObject({ status: "sent", attempts: 1 });
        expect(after?.acknowledgement?.sentAt?.toISOString()).toBe(at(2).toISOString());
        expect(after?.mail).toMatchObject({ status: "failed", lastError: "550 no such mailbox" });
        expect(await store.outbox.stats()).toMatchObject({ pending: 0, failed: 1 });
        // The operator's retry sends the staff e-mail again, never the acknowledgement.
        expect(await store.outbox.requeue(stored.id, at(3))).toBe(true);
        expect(await jobsOf(at(3))).toEqual([`${stored.id} staff`]);
        expect((await store.get(stored.id))?.acknowledgement?.status).toBe("sent");
      });

      it("does not count a failed acknowledgement as a failure to see to", async () => {
        const stored = await store.add(acknowledged());
        const jobs = await store.outbox.claimDue({ now: at(1), claim: "w1", ...lease });
        const ack = jobs.find((job) => job.kind === "acknowledgement");
        const staff = jobs.find((job) => job.kind === "staff");
        expect(await store.outbox.markFailed(ack!, "550 no such mailbox")).toBe(true);
        expect(await store.outbox.markSent(staff!, at(2))).toBe(true);
        expect((await store.get(stored.id))?.acknowledgement).toMatchObject({
          status: "failed",
          lastError: "550 no such mailbox",
        });
        expect(await store.outbox.stats()).toMatchObject({ pending: 0, sending: 0, failed: 0 });
      });

      it("gives suspected spam neither job", async () => {
        const spam = await store.add(acknowledged({ spamReason: "too many links" }));
        expect(spam).toMatchObject({ mail: null, acknowledgement: null });
        expect(await jobsOf(at(60))).toEqual([]);
      });

      it("makes both jobs when held spam is released as not spam", async () => {
        const spam = await store.add(acknowledged({ spamReason: "too many links" }));
        const released = await store.releaseSpam(spam.id, {
          version: 1,
          actor: "sam@example.test",
          at: at(5),
          acknowledge: true,
        });
        expect(released).toMatchObject({
          outcome: "saved",
          enquiry: { mail: { status: "pending" }, acknowledgement: { status: "pending" } },
        });
        expect(await jobsOf(at(5))).toEqual([`${spam.id} acknowledgement`, `${spam.id} staff`]);

        const quiet = await store.add(
          newEnquiry({
            spamReason: "too many links",
            enquiry: sampleEnquiry({ email: "quiet@example.org" }),
          }),
        );
        await store.releaseSpam(quiet.id, { version: 1, actor: "sam@example.test", at: at(6) });
        expect((await store.get(quiet.id))?.acknowledgement).toBeNull();
      });

      it("acknowledges an address (in any case) once in 24 hours", async () => {
        const first = await store.add(acknowledged({ receivedAt: at(0) }));
        const again = await store.add(
          acknowledged({
            receivedAt: at(day),
            enquiry: sampleEnquiry({ email: " ASHA@Example.ORG" }),
          }),
        );
        const other = await store.add(
          acknowledged({
            receivedAt: at(60),
            enquiry: sampleEnquiry({ email: "ravi@example.org" }),
          }),
        );
        const nextDay = await store.add(acknowledged({ receivedAt: at(day + 1) }));
        expect(first.acknowledgement?.status).toBe("pending");
        expect(again).toMatchObject({ mail: { status: "pending" }, acknowledgement: null });
        expect(other.acknowledgement?.status).toBe("pending");
        expect(nextDay.acknowledgement?.status).toBe("pending");

        // Released spam counts from its release: within 24 hours of the last one, none.
        const spam = await store.add(
          acknowledged({ receivedAt: at(day + 2), spamReason: "too many links" }),
        );
        await store.releaseSpam(spam.id, {
          version: 1,
          actor: "sam@example.test",
          at: at(day + 3),
          acknowledge: true,
        });
        expect(await store.get(spam.id)).toMatchObject({
          mail: { status: "pending" },
          acknowledgement: null,
        });
      });

      it("makes one acknowledgement of enquiries from one address sent at the same time", async () => {
        const subjects = Array.from({ length: 12 }, (_, i) => `subject ${i}`);
        const all = await Promise.all(
          subjects.map((subject) =>
            store.add(acknowledged({ enquiry: sampleEnquiry({ subject }), contentHash: subject })),
          ),
        );
        const stored = await Promise.all(all.map((enquiry) => store.get(enquiry.id)));
        expect(stored.filter((enquiry) => enquiry?.acknowledgement)).toHaveLength(1);
        expect(stored.filter((enquiry) => enquiry?.mail)).toHaveLength(subjects.length);
      });

      it("erases the acknowledgement jobs with their enquiries", async () => {
        const a = await store.add(acknowledged());
        const b = await store.add(
          acknowledged({ enquiry: sampleEnquiry({ email: "ravi@example.org" }) }),
        );
        expect(await store.outbox.stats()).toMatchObject({ pending: 4 });
        expect(await store.delete(a.id)).toEqual([a.publicId]);
        expect(await store.outbox.stats()).toMatchObject({ pending: 2 });
        expect(await store.deleteByEmail("RAVI@example.org")).toEqual([b.publicId]);
        expect(await store.outbox.stats()).toEqual({
          pending: 0,
          sending: 0,
          failed: 0,
          oldestPendingAt: null,
        });
        expect(await jobsOf(at(0))).toEqual([]);
        // What was erased is forgotten: the address may be acknowledged again.
        expect(
          (await store.add(acknowledged({ receivedAt: at(10) }))).acknowledgement,
        ).not.toBeNull();
      });
    });

    it("lists newest first, all or up to a limit", async () => {
      for (const name of ["First", "Second", "Third"]) {
        await store.add(newEnquiry({ enquiry: sampleEnquiry({ name }) }));
      }
      expect((await store.list()).map((e) => e.name)).toEqual(["Third", "Second", "First"]);
      expect((await store.list({ limit: 2 })).map((e) => e.name)).toEqual(["Third", "Second"]);
    });

    it("counts the same text received since a given time", async () => {
      await store.add(newEnquiry({ receivedAt: at(0) }));
      await store.add(newEnquiry({ receivedAt: at(100) }));
      await store.add(newEnquiry({ receivedAt: at(100), contentHash: "hash-b" }));
      expect(await store.countSameTextSince("hash-a", at(0))).toBe(2);
      expect(await store.countSameTextSince("hash-a", at(50))).toBe(1);
      expect(await store.countSameTextSince("hash-c", at(0))).toBe(0);
    });

    it("deletes by id, by e-mail address (any case) and by age, with their outbox jobs", async () => {
      const a = await store.add(newEnquiry({ receivedAt: at(0) }));
      await store.add(
        newEnquiry({ receivedAt: at(10), enquiry: sampleEnquiry({ email: "Ravi@Example.org" }) }),
      );
      await store.add(
        newEnquiry({ receivedAt: at(20), enquiry: sampleEnquiry({ email: "ravi@example.org" }) }),
      );
      const d = await store.add(newEnquiry({ receivedAt: at(30) }));
      const ravis = (await store.list()).filter(
        (e) => e.email.toLowerCase() === "ravi@example.org",
      );

      expect(await store.delete(a.id)).toEqual([a.publicId]);
      expect(await store.delete(a.id)).toEqual([]);
      expect((await store.deleteByEmail("RAVI@example.ORG")).sort()).toEqual(
        ravis.map((e) => e.publicId).sort(),
      );
      expect(await store.deleteByEmail("nobody@example.org")).toEqual([]);
      expect((await store.list()).map((e) => e.id)).toEqual([d.id]);
      expect(await store.deleteReceivedBefore(at(31))).toEqual([d.publicId]);
      expect(await store.list()).toEqual([]);
      expect(await store.scrub()).toBe(true);
      expect(await store.outbox.stats()).toEqual({
        pending: 0,
        sending: 0,
        failed: 0,
        oldestPendingAt: null,
      });
    });

    it("hands a due job to one worker only, and again once its lease has run out", async () => {
      const stored = await store.add(newEnquiry());
      const [job, ...rest] = await store.outbox.claimDue({ now: at(1), claim: "w1", ...lease });
      expect(rest).toEqual([]);
      expect(job).toMatchObject({ claim: "w1", attempts: 1, enquiry: { id: stored.id } });
      expect(await store.outbox.claimDue({ now: at(2), claim: "w2", ...lease })).toEqual([]);
      expect((await store.get(stored.id))?.mail?.status).toBe("sending");

      // The first worker died mid-send: after the lease another takes the job, and the first
      // worker's late answer no longer counts.
      const [again] = await store.outbox.claimDue({ now: at(61), claim: "w2", ...lease });
      expect(again).toMatchObject({ claim: "w2", attempts: 2 });
      expect(await store.outbox.markSent(job!, at(62))).toBe(false);
      expect(await store.outbox.markSent(again!, at(62))).toBe(true);
      expect((await store.get(stored.id))?.mail).toMatchObject({ status: "sent", attempts: 2 });
      expect((await store.get(stored.id))?.mail?.sentAt?.toISOString()).toBe(at(62).toISOString());
      expect(await store.outbox.claimDue({ now: at(1000), claim: "w3", ...lease })).toEqual([]);
    });

    it("gives the jobs of released claims back as due now, and no others", async () => {
      const first = await store.add(newEnquiry());
      const second = await store.add(newEnquiry({ contentHash: "hash-b" }));
      const [dead] = await store.outbox.claimDue({
        now: at(1),
        claim: "dead 1",
        ...lease,
        limit: 1,
      });
      const [alive] = await store.outbox.claimDue({
        now: at(1),
        claim: "alive 2",
        ...lease,
        limit: 1,
      });
      expect((await store.outbox.claimsInFlight()).sort()).toEqual(["alive 2", "dead 1"]);

      expect(await store.outbox.releaseClaims(["dead 1"], at(2))).toBe(1);
      expect(await store.outbox.releaseClaims([], at(2))).toBe(0);
      expect(await store.outbox.claimsInFlight()).toEqual(["alive 2"]);
      expect((await store.get(dead!.enquiryId))?.mail).toMatchObject({
        status: "pending",
        attempts: 1,
      });
      // Due at once, long before the lease: the next worker to look takes it.
      const [retaken] = await store.outbox.claimDue({ now: at(2), claim: "next 3", ...lease });
      expect(retaken?.enquiryId).toBe(dead!.enquiryId);
      expect(await store.outbox.markSent(dead!, at(3))).toBe(false);
      expect(await store.outbox.markSent(alive!, at(3))).toBe(true);
      expect([first.id, second.id]).toContain(alive!.enquiryId);
    });

    it("does not hand out a job before its time", async () => {
      await store.add(newEnquiry({ receivedAt: at(10) }));
      expect(await store.outbox.claimDue({ now: at(9), claim: "w1", ...lease })).toEqual([]);
      expect(await store.outbox.claimDue({ now: at(10), claim: "w1", ...lease })).toHaveLength(1);
    });

    it("schedules a retry, then hands the job out again when it is due", async () => {
      const stored = await store.add(newEnquiry());
      const [job] = await store.outbox.claimDue({ now: at(1), claim: "w1", ...lease });
      expect(await store.outbox.scheduleRetry(job!, "connect ECONNREFUSED", at(30))).toBe(true);
      expect((await store.get(stored.id))?.mail).toMatchObject({
        status: "pending",
        attempts: 1,
        lastError: "connect ECONNREFUSED",
      });
      expect(await store.outbox.claimDue({ now: at(29), claim: "w1", ...lease })).toEqual([]);
      const [retry] = await store.outbox.claimDue({ now: at(30), claim: "w1", ...lease });
      expect(retry?.attempts).toBe(2);
    });

    it("records a batch's outcomes together, each as its own call would", async () => {
      const a = await store.add(newEnquiry());
      const b = await store.add(newEnquiry({ contentHash: "hash-b" }));
      const c = await store.add(newEnquiry({ contentHash: "hash-c" }));
      const jobs = await store.outbox.claimDue({ now: at(1), claim: "w1", ...lease });
      const jobOf = (id: number) => jobs.find((job) => job.enquiryId === id)!;
      expect(
        await store.outbox.record([
          { job: jobOf(a.id), sent: { at: at(2) } },
          { job: jobOf(b.id), retry: { error: "421 busy", at: at(60) } },
          // Another worker's claim by now: left alone.
          { job: { ...jobOf(c.id), claim: "w0" }, failed: { error: "refused" } },
        ]),
      ).toEqual([true, true, false]);
      expect((await store.get(a.id))?.mail).toMatchObject({ status: "sent", lastError: null });
      expect((await store.get(b.id))?.mail).toMatchObject({
        status: "pending",
        lastError: "421 busy",
      });
      expect((await store.get(c.id))?.mail).toMatchObject({ status: "sending" });
      expect(await store.outbox.record([])).toEqual([]);
    });

    it("moves a job to failed, counts it, and requeues it for the operator", async () => {
      const stored = await store.add(newEnquiry());
      const [job] = await store.outbox.claimDue({ now: at(1), claim: "w1", ...lease });
      expect(await store.outbox.markFailed(job!, "550 mailbox unavailable")).toBe(true);
      expect((await store.get(stored.id))?.mail).toMatchObject({
        status: "failed",
        lastError: "550 mailbox unavailable",
      });
      expect(await store.outbox.stats()).toMatchObject({ pending: 0, failed: 1 });
      expect(await store.outbox.claimDue({ now: at(1000), claim: "w1", ...lease })).toEqual([]);

      expect(await store.outbox.requeue(stored.id, at(2000))).toBe(true);
      expect((await store.get(stored.id))?.mail).toMatchObject({
        status: "pending",
        attempts: 0,
        lastError: null,
      });
      expect(await store.outbox.claimDue({ now: at(2000), claim: "w1", ...lease })).toHaveLength(1);
      expect(await store.outbox.requeue(stored.id + 1000, at(2000))).toBe(false);
    });

    it("gives released spam an outbox job", async () => {
      const spam = await store.add(newEnquiry({ spamReason: "sent again within 10 minutes" }));
      expect(await store.outbox.requeue(spam.id, at(5))).toBe(true);
      expect((await store.get(spam.id))?.mail?.status).toBe("pending");
      expect(await store.outbox.claimDue({ now: at(5), claim: "w1", ...lease })).toHaveLength(1);
    });

    it("releases held spam marked not spam: an outbox job, status new, a history line", async () => {
      const spam = await store.add(newEnquiry({ spamReason: "too many links" }));
      const plain = await store.add(newEnquiry());
      expect(await store.outbox.stats()).toMatchObject({ pending: 1 });
      const by = { version: 1, actor: "sam@example.test", at: at(5) };

      expect(await store.releaseSpam(spam.id, { ...by, version: 2 })).toMatchObject({
        outcome: "conflict",
      });
      expect(await store.outbox.stats()).toMatchObject({ pending: 1 });
      const released = await store.releaseSpam(spam.id, by);
      expect(released).toMatchObject({
        outcome: "saved",
        enquiry: { status: "new", version: 2, spamReason: "too many links" },
      });
      expect((await store.get(spam.id))?.mail).toMatchObject({ status: "pending", attempts: 0 });
      expect(await store.outbox.stats()).toMatchObject({ pending: 2 });
      expect(await store.history(spam.id)).toEqual([
        { at: at(5), actor: "sam@example.test", action: "released", detail: "not spam" },
      ]);
      const jobs = await store.outbox.claimDue({ now: at(5), claim: "w1", ...lease });
      expect(jobs.map((job) => job.enquiryId).sort()).toEqual([spam.id, plain.id].sort());

      // Only held spam: not twice, not a plain enquiry, not one that is missing.
      expect(await store.releaseSpam(spam.id, { ...by, version: 2 })).toMatchObject({
        outcome: "unchanged",
      });
      expect(await store.releaseSpam(plain.id, by)).toMatchObject({ outcome: "unchanged" });
      expect(await store.releaseSpam(plain.id + 1000, by)).toEqual({ outcome: "missing" });
      expect(await store.history(plain.id)).toEqual([]);
    });

    it("reports pending, sending and failed jobs and the oldest pending one", async () => {
      expect(await store.outbox.stats()).toEqual({
        pending: 0,
        sending: 0,
        failed: 0,
        oldestPendingAt: null,
      });
      await store.add(newEnquiry({ receivedAt: at(0) }));
      await store.add(newEnquiry({ receivedAt: at(5) }));
      await store.add(newEnquiry({ receivedAt: at(9) }));
      await store.outbox.claimDue({ now: at(5), claim: "w1", ...lease, limit: 1 });
      const stats = await store.outbox.stats();
      expect(stats).toMatchObject({ pending: 3, sending: 1, failed: 0 });
      expect(stats.oldestPendingAt?.toISOString()).toBe(at(0).toISOString());
    });

    it("never gives one job to two workers claiming at the same time", async () => {
      for (let i = 0; i < 30; i++) await store.add(newEnquiry());
      const batches = await Promise.all(
        ["w1", "w2", "w3", "w4"].map((claim) =>
          store.outbox.claimDue({ now: at(1), claim, limit: 10, leaseMs: 60_000 }),
        ),
      );
      const ids = batches.flat().map((job) => job.jobId);
      expect(ids).toHaveLength(30);
      expect(new Set(ids).size).toBe(30);
    });

    it("starts an enquiry as new, held spam as spam, unassigned at version 1", async () => {
      const plain = await store.add(newEnquiry());
      const spam = await store.add(newEnquiry({ spamReason: "too many links" }));
      expect(plain).toMatchObject({ status: "new", assignee: null, version: 1 });
      expect(spam).toMatchObject({ status: "spam", assignee: null, version: 1 });
    });

    it("searches name, e-mail, subject and message in any case, filters by status, pages", async () => {
      const asha = await store.add(newEnquiry());
      const umit = await store.add(
        newEnquiry({
          enquiry: sampleEnquiry({
            name: "Ümit Yılmaz",
            email: "UMIT@Example.com",
            subject: "Audit",
            message: "100% sure_about it",
          }),
        }),
      );
      const spam = await store.add(newEnquiry({ spamReason: "too many links" }));
      const ids = async (query: Partial<EnquirySearch>) =>
        (await store.search({ limit: 50, offset: 0, ...query })).map((e) => e.id);

      expect(await ids({})).toEqual([spam.id, umit.id, asha.id]);
      expect(await ids({ text: "ümit" })).toEqual([umit.id]);
      expect(await ids({ text: "umit@example" })).toEqual([umit.id]);
      expect(await ids({ text: "AUDIT" })).toEqual([umit.id]);
      expect(await ids({ text: "% sure_" })).toEqual([umit.id]);
      expect(await ids({ text: "%" })).toEqual([umit.id]);
      expect(await ids({ text: "SUPERVISORS" })).toEqual([spam.id, asha.id]);
      expect(await ids({ text: "nothing like it" })).toEqual([]);
      expect(await ids({ status: "spam" })).toEqual([spam.id]);
      expect(await ids({ status: "new", text: "asha" })).toEqual([asha.id]);
      expect(await ids({ status: "closed" })).toEqual([]);
      expect(await ids({ limit: 2 })).toEqual([spam.id, umit.id]);
      expect(await ids({ limit: 2, offset: 2 })).toEqual([asha.id]);
      const every = await store.search({ text: "supervisors" });
      expect(every.map((e) => e.id)).toEqual([spam.id, asha.id]);
      expect((await store.search({})).map((e) => e.id)).toEqual([spam.id, umit.id, asha.id]);
    });

    it("filters by assignee (or nobody), language and the day received", async () => {
      const early = await store.add(
        newEnquiry({ receivedAt: new Date("2026-03-01T23:59:59.999Z") }),
      );
      const arabic = await store.add(
        newEnquiry({
          enquiry: sampleEnquiry({ language: "ar" }),
          receivedAt: new Date("2026-03-02T00:00:00Z"),
        }),
      );
      const late = await store.add(newEnquiry({ receivedAt: new Date("2026-03-03T00:00:00Z") }));
      const assigned = await store.changeWork(
        arabic.id,
        { status: "open", assignee: "kim@example.test" },
        { version: arabic.version, actor: "sam@example.test", at: new Date() },
      );
      expect(assigned.outcome).toBe("saved");
      const ids = async (query: Partial<EnquirySearch>) =>
        (await store.search(query)).map((e) => e.id);

      expect(await ids({ assignee: "kim@example.test" })).toEqual([arabic.id]);
      expect(await ids({ assignee: null })).toEqual([late.id, early.id]);
      expect(await ids({ assignee: "nobody@example.test" })).toEqual([]);
      expect(await ids({ language: "ar" })).toEqual([arabic.id]);
      expect(await ids({ language: "en" })).toEqual([late.id, early.id]);
      const from = new Date("2026-03-02T00:00:00Z");
      const before = new Date("2026-03-03T00:00:00Z");
      expect(await ids({ receivedFrom: from })).toEqual([late.id, arabic.id]);
      expect(await ids({ receivedBefore: before })).toEqual([arabic.id, early.id]);
      expect(await ids({ receivedFrom: from, receivedBefore: before })).toEqual([arabic.id]);
      expect(await ids({ receivedFrom: from, language: "en", assignee: null })).toEqual([late.id]);
    });

    it("erases spam received before a cutoff, and nothing else", async () => {
      const held = await store.add(newEnquiry({ spamReason: "too many links", receivedAt: at(0) }));
      const marked = await store.add(newEnquiry({ receivedAt: at(1) }));
      const byPerson = await store.changeWork(
        marked.id,
        { status: "spam", assignee: null },
        { version: marked.version, actor: "sam@example.test", at: at(2) },
      );
      expect(byPerson.outcome).toBe("saved");
      const real = await store.add(newEnquiry({ receivedAt: at(0) }));
      const youngSpam = await store.add(
        newEnquiry({ spamReason: "too many links", receivedAt: at(10) }),
      );

      expect((await store.deleteSpamReceivedBefore(at(10))).sort()).toEqual(
        [held.publicId, marked.publicId].sort(),
      );
      expect((await store.list()).map((e) => e.id)).toEqual([youngSpam.id, real.id]);
      expect(await store.history(marked.id)).toEqual([]);
    });

    it("keeps the page an enquiry came from and its route, assigned as the rule says", async () => {
      const routed = await store.add(
        newEnquiry({
          page: "/ar/contact?office=dubai",
          route: {
            rule: "Dubai office",
            recipients: ["dubai@example.com", "gcc@example.com"],
            assignee: "kim@example.test",
          },
        }),
      );
      expect(await store.get(routed.id)).toMatchObject({
        page: "/ar/contact?office=dubai",
        route: { rule: "Dubai office", recipients: ["dubai@example.com", "gcc@example.com"] },
        assignee: "kim@example.test",
        status: "new",
      });
      const plain = await store.add(newEnquiry());
      expect(plain).toMatchObject({ page: null, route: { rule: null, recipients: [] } });
      expect(plain.assignee).toBeNull();
      const ids = async (route: string | null) => (await store.search({ route })).map((e) => e.id);
      expect(await ids("Dubai office")).toEqual([routed.id]);
      expect(await ids(null)).toEqual([plain.id]);
      expect(await ids("Another rule")).toEqual([]);
    });

    it("keeps the routing rules in order, refusing a change from an out-of-date version", async () => {
      expect(await store.routingTable()).toEqual({ rules: [], version: 0 });
      const dubai = {
        name: "Dubai office",
        languages: [],
        pages: [],
        offices: ["dubai"],
        services: [],
        words: [],
        recipients: ["dubai@example.com"],
        assignee: null,
      };
      const arabic = { ...dubai, name: "Arabic", offices: [], languages: ["ar" as const] };
      const by = { actor: "admin@example.test", at: at(1) };
      const first = await store.saveRoutingRules([dubai, arabic], { ...by, version: 0 });
      expect(first).toEqual({ outcome: "saved", table: { rules: [dubai, arabic], version: 1 } });
      // A second admin still on version 0: refused, shown the rules as they are now.
      const stale = await store.saveRoutingRules([arabic], { ...by, version: 0 });
      expect(stale).toEqual({ outcome: "conflict", table: { rules: [dubai, arabic], version: 1 } });
      const reordered = await store.saveRoutingRules([arabic, dubai], { ...by, version: 1 });
      expect(reordered.outcome).toBe("saved");
      expect(await store.routingTable()).toEqual({ rules: [arabic, dubai], version: 2 });
    });

    it("keeps a reply with its e-mail job, marks the enquiry answered, refuses an out-of-date one", async () => {
      const stored = await store.add(newEnquiry());
      const by = { actor: "sam@example.test", at: at(5) };
      const reply = { body: "Thank you: shall we talk on Monday?", actorName: "Sam Lee" };
      const stale = await store.addReply(stored.id, reply, { ...by, version: stored.version + 1 });
      expect(stale.outcome).toBe("conflict");
      expect(await store.replies(stored.id)).toEqual([]);

      const saved = await store.addReply(stored.id, reply, { ...by, version: stored.version });
      expect(saved.outcome).toBe("saved");
      expect(saved.outcome === "saved" && saved.enquiry).toMatchObject({
        status: "answered",
        version: stored.version + 1,
      });
      const [first] = await store.replies(stored.id);
      expect(first).toMatchObject({
        body: reply.body,
        actor: "sam@example.test",
        actorName: "Sam Lee",
        at: at(5),
        mail: { status: "pending", attempts: 0 },
      });
      expect((await store.history(stored.id)).map((e) => [e.action, e.detail])).toEqual([
        ["replied", reply.body],
        ["status", "new → answered"],
      ]);
      // A second reply: its own job; the enquiry stays answered.
      const again = await store.addReply(
        stored.id,
        { body: "A second word.", actorName: "Sam Lee" },
        { ...by, version: stored.version + 1 },
      );
      expect(again.outcome === "saved" && again.enquiry.status).toBe("answered");
      const jobs = await store.outbox.claimDue({ now: at(6), claim: "w1", ...lease, limit: 100 });
      const replyJobs = jobs.filter((job): job is ClaimedMailJob => job.kind === "reply");
      expect(replyJobs.map((job) => job.reply?.body)).toEqual([reply.body, "A second word."]);
      expect(replyJobs.every((job) => job.enquiryId === stored.id)).toBe(true);
      expect(await store.outbox.markSent(replyJobs[0]!, at(7))).toBe(true);
      expect((await store.replies(stored.id))[0]?.mail).toMatchObject({
        status: "sent",
        sentAt: at(7),
      });

      expect(await store.delete(stored.id)).toEqual([stored.publicId]);
      expect(await store.replies(stored.id)).toEqual([]);
      expect((await store.outbox.stats()).pending).toBe(0);
    });

    it("counts the enquiries with a status", async () => {
      await store.add(newEnquiry());
      await store.add(newEnquiry());
      await store.add(newEnquiry({ spamReason: "too many links" }));
      expect(await store.countWithStatus("new")).toBe(2);
      expect(await store.countWithStatus("spam")).toBe(1);
      expect(await store.countWithStatus("open")).toBe(0);
    });

    it("changes status and assignee at the version read, each change in the history", async () => {
      const stored = await store.add(newEnquiry());
      const by = { version: 1, actor: "sam@example.test", at: at(5) };
      const saved = await store.changeWork(
        stored.id,
        { status: "open", assignee: "sam@example.test" },
        by,
      );
      expect(saved).toMatchObject({
        outcome: "saved",
        enquiry: { status: "open", assignee: "sam@example.test", version: 2 },
      });
      expect(await store.get(stored.id)).toMatchObject({ status: "open", version: 2 });
      const history = await store.history(stored.id);
      expect(history).toEqual([
        { at: at(5), actor: "sam@example.test", action: "status", detail: "new → open" },
        { at: at(5), actor: "sam@example.test", action: "assigned", detail: "sam@example.test" },
      ]);

      const same = await store.changeWork(
        stored.id,
        { status: "open", assignee: "sam@example.test" },
        { ...by, version: 2 },
      );
      expect(same).toMatchObject({ outcome: "unchanged", enquiry: { version: 2 } });
      const unassigned = await store.changeWork(
        stored.id,
        { status: "open", assignee: null },
        { ...by, version: 2 },
      );
      expect(unassigned).toMatchObject({ outcome: "saved", enquiry: { assignee: null } });
      expect((await store.history(stored.id)).at(-1)).toMatchObject({
        action: "assigned",
        detail: "nobody",
      });
      expect(
        await store.changeWork(stored.id + 1000, { status: "open", assignee: null }, by),
      ).toEqual({ outcome: "missing" });
    });

    it("refuses a change made at an old version and writes nothing", async () => {
      const stored = await store.add(newEnquiry());
      const first = { version: 1, actor: "first@example.test", at: at(5) };
      await store.changeWork(stored.id, { status: "answered", assignee: null }, first);
      const late = await store.changeWork(
        stored.id,
        { status: "closed", assignee: "late@example.test" },
        { ...first, actor: "late@example.test" },
      );
      expect(late).toMatchObject({
        outcome: "conflict",
        enquiry: { status: "answered", assignee: null, version: 2 },
      });
      expect(await store.get(stored.id)).toMatchObject({ status: "answered", version: 2 });
      expect((await store.history(stored.id)).map((entry) => entry.actor)).toEqual([
        "first@example.test",
      ]);
    });

    it("lets one of two changes at the same version through", async () => {
      const stored = await store.add(newEnquiry());
      const outcomes = await Promise.all(
        ["a", "b", "c"].map(async (who) => {
          const result = await store.changeWork(
            stored.id,
            { status: "open", assignee: `${who}@example.test` },
            { version: 1, actor: `${who}@example.test`, at: at(1) },
          );
          return result.outcome;
        }),
      );
      expect(outcomes.sort()).toEqual(["conflict", "conflict", "saved"]);
      expect((await store.get(stored.id))?.version).toBe(2);
    });

    it("adds opened and note entries to the history, oldest first, of existing enquiries", async () => {
      const stored = await store.add(newEnquiry());
      const opened = {
        at: at(1),
        actor: "sam@example.test",
        action: "opened",
        detail: "",
      } as const;
      const note = {
        ...opened,
        at: at(2),
        action: "note",
        detail: "Called back\nno answer",
      } as const;
      expect(await store.addHistory(stored.id, opened)).toBe(true);
      expect(await store.addHistory(stored.id, note)).toBe(true);
      expect(await store.addHistory(stored.id + 1000, note)).toBe(false);
      expect(await store.history(stored.id)).toEqual([opened, note]);
      expect((await store.get(stored.id))?.version).toBe(1);
      expect(await store.history(stored.id + 1000)).toEqual([]);
    });

    it("erases an enquiry's history with it", async () => {
      const stored = await store.add(newEnquiry());
      await store.addHistory(stored.id, {
        at: at(1),
        actor: "sam@example.test",
        action: "note",
        detail: "Asha's mobile is +91 98100 00001",
      });
      await store.changeWork(
        stored.id,
        { status: "open", assignee: null },
        { version: 1, actor: "sam@example.test", at: at(2) },
      );
      expect(await store.delete(stored.id)).toEqual([stored.publicId]);
      expect(await store.history(stored.id)).toEqual([]);
    });

    it("keeps the data and runs no migration twice when reopened", async () => {
      const stored = await store.add(newEnquiry());
      await store.close();
      store = await database.open();
      expect(await store.get(stored.id)).toEqual(stored);
    });

    it("answers a ping while open", async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });
}
