// A visitor may press "Send Message" before the form's code has arrived (it loads when the form nears
// the screen). That submit is held here and replayed once the form is live, so the press is answered
// (sent, or the invalid fields marked) instead of silently doing nothing.
let live = false;
let held = false;

/** Called for a submit the page had to stop; held only while the form's code is not running. */
export function holdEarlySubmit(): void {
  if (!live) held = true;
}

/** Called once when the form's code runs: true when a submit was held and should be replayed. */
export function formIsLive(): boolean {
  live = true;
  const replay = held;
  held = false;
  return replay;
}
