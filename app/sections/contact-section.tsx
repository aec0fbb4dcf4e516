import { DeferredContactForm } from "../features/contact-form/deferred-contact-form.tsx";
import { TitledSection } from "./titled-section.tsx";

export interface ContactSectionProps {
  heading: string;
  intro?: string;
}

export function ContactSection({ heading, intro }: ContactSectionProps) {
  return (
    <TitledSection heading={heading} intro={intro} tone="alt">
      <DeferredContactForm />
    </TitledSection>
  );
}
