// PLACEHOLDER until the contact issue (#5) lands.
export function ContactForm() {
  return null;
}
