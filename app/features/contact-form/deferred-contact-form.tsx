// Loaded when needed (budget: 150 KB gzip of JavaScript on `/`): react-hook-form and the schema are
// about 20 KB gzip. The pre-rendered form stays readable and typeable while its code loads.
import { lazy, memo, type RefObject, Suspense, useEffect, useRef } from "react";
// The form's styles load with the page, not with its code, so the pre-rendered form never shows unstyled.
import "../../components/field.css";
import "./contact-form.css";
import { useNearViewport } from "../../hooks/use-near-viewport.ts";
import { holdEarlySubmit } from "./early-submit.ts";

let requestLoad: () => void = () => {};
const needed = new Promise<void>((resolve) => {
  requestLoad = resolve;
});

const LazyContactForm = lazy(async () => {
  if (typeof window !== "undefined") await needed;
  const { ContactForm } = await import("./contact-form.tsx");
  return { default: ContactForm };
});

const rootMargin = "800px 0px";

/** Its own component: its re-render must not reach the Suspense boundary that waits to hydrate. */
function LoadWhenNear({ slot }: { slot: RefObject<HTMLDivElement | null> }) {
  const near = useNearViewport(slot, rootMargin);
  useEffect(() => {
    if (near) requestLoad();
  }, [near]);
  return null;
}

// memo: a re-render from above must not reach the Suspense boundary while it waits to hydrate, or
// React would replace the pre-rendered form with the fallback.
export const DeferredContactForm = memo(function DeferredContactForm() {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Until React owns the form, Enter in a field would submit it natively, putting the visitor's
    // details in a GET query string. React's own handler prevents the default too. A submit stopped
    // here is replayed once the form is live.
    const preventNativeSubmit = (event: Event) => {
      event.preventDefault();
      holdEarlySubmit();
      requestLoad();
    };
    element.addEventListener("submit", preventNativeSubmit);
    // A visitor who reaches the form by keyboard or touch before it scrolls into range.
    element.addEventListener("focusin", requestLoad);
    element.addEventListener("pointerdown", requestLoad);
    return () => {
      element.removeEventListener("submit", preventNativeSubmit);
      element.removeEventListener("focusin", requestLoad);
      element.removeEventListener("pointerdown", requestLoad);
    };
  }, []);

  return (
    <div ref={ref} className="contact-form-slot">
      <LoadWhenNear slot={ref} />
      {/* No fallback content: the slot keeps the form's space (contact-form.css) on a client-side
          navigation until the code, fetched at once there, arrives. */}
      <Suspense fallback={null}>
        <LazyContactForm />
      </Suspense>
    </div>
  );
});
