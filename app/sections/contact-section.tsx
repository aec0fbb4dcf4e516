import type { ReactNode } from "react";
import { TitledSection } from "./titled-section.tsx";

export interface ContactSectionProps {
  heading: string;
  intro?: string;
  /** The contact form, an island the route places here. */
  children: ReactNode;
}

export function ContactSection({ heading, intro, children }: ContactSectionProps) {
  return (
    <TitledSection heading={heading} intro={intro} tone="alt">
      {children}
    </TitledSection>
  );
}
