// Words of the contact page around the form (the form's own words are in content/contact-form.yaml).

export const contactPage = {
  formHeading: "Send us a message",
  detailsHeading: "Reach us directly",
  addressLabel: "Address",
  phoneLabel: "Phone",
  emailLabel: "E-mail",
  socialHeading: "Follow us",
} as const;
