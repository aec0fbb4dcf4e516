// The details a visitor needs to reach an office. Partners, clients and projects have no page of
// their own, so these fields are required of offices only: the content check enforces it
// (app/cms/check/office-details.ts), since the editor cannot make a field depend on another.
import { fields } from "@keystatic/core";
import { localizedText } from "./fields.ts";

/** The field that says what a place is, and the value that makes it an office. */
export const officeKind = { field: "type", value: "office" } as const;

/** A field an office must fill, and the build's words when it does not. */
export const officeRequired = new WeakMap<object, string>();

export const timeZoneFields = new WeakSet<object>();

function requiredOfOffices<T extends object>(field: T, reason: string): T {
  officeRequired.set(field, reason);
  return field;
}

export function officeAddress() {
  return requiredOfOffices(
    localizedText("Street address", {
      description:
        'The office\'s address as a visitor writes it on a letter or types it into a map: building, street, area, city and postcode. Shown on the office\'s page. Required for offices: until the real one is known, start it with "Placeholder" (in Arabic "نص مؤقت") and the page leaves the line out.',
      max: 200,
      multiline: true,
      required: false,
    }),
    "An office needs an address",
  );
}

export function officePhone() {
  return fields.text({
    label: "Phone number",
    description:
      "The office's own number with its country code, as it should be read, e.g. +971 4 000 0000; calls dial it without spaces. Leave it empty until the office has one: the page then leaves the line out.",
    validation: {
      length: { max: 40 },
      pattern: {
        regex: /^$|^\+[\d\s]{6,38}$/,
        message: "Start with + and the country code, then digits and spaces only",
      },
    },
  });
}

export function officeEmail() {
  return fields.text({
    label: "E-mail address",
    description:
      "The address visitors write to for this office. Leave it empty until the office has one: the page then leaves the line out.",
    validation: {
      length: { max: 254 },
      pattern: {
        regex: /^$|^[^\s@]+@[^\s@]+\.[^\s@]+$/,
        message: "Write an e-mail address, like name@example.com",
      },
    },
  });
}

export function officeHours() {
  return requiredOfOffices(
    localizedText("Opening hours", {
      description:
        'When the office answers visitors and calls, in the office\'s own time, e.g. "Sunday to Thursday, 9:00 to 18:00". Required for offices: until they are known, start the text with "Placeholder" (in Arabic "نص مؤقت") and the page leaves the line out.',
      max: 160,
      required: false,
    }),
    "An office needs its opening hours",
  );
}

export function officeTimeZone() {
  const field = fields.text({
    label: "Time zone",
    description:
      'The city\'s time zone by its standard name, continent/city, e.g. "Asia/Dubai" for Dubai, "Asia/Kolkata" for any city in India, "Africa/Nairobi" for Nairobi. The page shows it in words ("Gulf Standard Time (UTC+4)"). Required for offices.',
    validation: { length: { max: 60 } },
  });
  timeZoneFields.add(field);
  return requiredOfOffices(field, "An office needs a time zone");
}
