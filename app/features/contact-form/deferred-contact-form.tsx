// The contact form with its code loaded when needed (budget: at most 150 KB gzip of JavaScript on
// `/` before any interaction). react-hook-form and the schema are about 20 KB gzip; on the home page
// the form is near the bottom. The pre-rendered form stays on screen, readable and typeable, while
// its code loads; React hydrates it when the code arrives.
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
  // The pre-render waits for the form so that its HTML is in the page.
  if (typeof window !== "undefined") await needed;
  const { ContactForm } = await import("./contact-form.tsx");
  return { default: ContactForm };
});

/** Distance below the viewport at which loading starts, so that the form is live before it is seen. */
const rootMargin = "800px 0px";

/**
 * Asks for the form's code as the form nears the viewport. A component of its own, beside the
 * form: its re-render must not reach the Suspense boundary that waits to hydrate (below).
 */
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
