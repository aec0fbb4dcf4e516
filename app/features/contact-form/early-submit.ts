// A press on "Send Message" before the form's code arrives is held and replayed, not lost.
let live = false;
let held = false;

export function holdEarlySubmit(): void {
  if (!live) held = true;
}

export function formIsLive(): boolean {
  live = true;
  const replay = held;
  held = false;
  return replay;
}
