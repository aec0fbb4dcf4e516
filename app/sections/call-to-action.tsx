import { useId } from "react";
import "./call-to-action.css";

export interface CallToActionProps {
  heading: string;
  text: string;
  link: { label: string; to: string };
}

export function CallToAction({ heading, text, link }: CallToActionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="call-to-action">
      <div className="container call-to-action__inner">
        <div>
          <h2 id={headingId}>{heading}</h2>
          <p>{text}</p>
        </div>
        <a href={link.to} className="button call-to-action__button">
          {link.label}
        </a>
      </div>
    </section>
  );
}
