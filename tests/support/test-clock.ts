// The clock of a back-office process started by a test (`node --import` this file): the machine's
// clock moved ahead by the milliseconds written in the file TEST_CLOCK_FILE, read again whenever
// the process receives SIGUSR2 (back-office-fixture.ts `moveClockAhead`). A post scheduled for
// later is then due without anyone waiting for it. The clock only ever moves ahead, as a real one
// does, so the sessions, tokens and releases made before stay in the past.
import { readFileSync } from "node:fs";

const file = process.env.TEST_CLOCK_FILE;

if (file) {
  const RealDate = Date;
  let ahead = 0;
  const read = () => {
    ahead = Math.max(ahead, Number(readFileSync(file, "utf8")) || 0);
  };
  read();
  process.on("SIGUSR2", read);

  // A function rather than a subclass, so `Date()` called without `new` still gives a string.
  function TestDate(this: unknown, ...args: unknown[]) {
    const now = [RealDate.now() + ahead];
    if (!new.target) return new RealDate(now[0] as number).toString();
    return Reflect.construct(RealDate, args.length === 0 ? now : args, new.target);
  }
  TestDate.prototype = RealDate.prototype;
  TestDate.now = () => RealDate.now() + ahead;
  TestDate.parse = RealDate.parse;
  TestDate.UTC = RealDate.UTC;
  globalThis.Date = TestDate as unknown as DateConstructor;
}
