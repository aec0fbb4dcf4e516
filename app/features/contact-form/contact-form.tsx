// One zod schema (common/enquiry.ts) validates here and on the server, so the two never disagree.
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import {
  type EnquiryErrorCode,
  type EnquiryField,
  type EnquiryFormInput,
  type EnquiryFormValues,
  emptyEnquiryForm,
  enquiryErrorCodes,
  enquiryFields,
  enquiryFormSchema,
  errorLimit,
} from "../../../common/enquiry.ts";
import { localizedPath } from "../../../common/i18n.ts";
import { paths } from "../../../common/paths.ts";
import type { Translate } from "../../../common/ui-messages.ts";
import { translator } from "../../../common/ui-plural-messages.ts";
import { Field, TextAreaField } from "../../components/field.tsx";
import { useSiteData } from "../../hooks/use-site-data.ts";
import { formIsLive } from "./early-submit.ts";
import { prepareProofOfWork, takeProofOfWork } from "./proof-of-work.ts";
import { ensureCsrfCookie, needsReload, sendEnquiry } from "./send-enquiry.ts";
import "./contact-form.css";
import type { ContactFormText } from "../../cms/model/types.ts";

export const bannerMs = 5_000;

const inputs = {
  name: { type: "text", autoComplete: "name" },
  email: { type: "email", autoComplete: "email" },
  phone: { type: "tel", autoComplete: "tel" },
  subject: { type: "text", autoComplete: "off" },
} as const satisfies Record<
  Exclude<EnquiryField, "message">,
  { type: string; autoComplete: string }
>;

export function errorWords(
  words: ContactFormText["errors"],
  t: Translate,
  field: EnquiryField,
  message: string | undefined,
): string | undefined {
  if (message === undefined) return undefined;
  const errorCode: EnquiryErrorCode = (enquiryErrorCodes as readonly string[]).includes(message)
    ? (message as EnquiryErrorCode)
    : "required";
  const max = errorLimit(field, errorCode);
  if (errorCode === "tooLong" || errorCode === "emailLocalPart") {
    return t(`contactForm.${errorCode}`, { max: max ?? 0 });
  }
  // The time is the page's own, never typed: a problem there is a required one.
  return errorCode === "timestamp" ? words.required : words[errorCode];
}

type Banner =
  | { kind: "success"; shownAt: number }
  | { kind: "failure"; shownAt: number; reload: boolean }
  | null;

export function ContactForm() {
  const { contactForm, language, digits, messages } = useSiteData();
  // This form's code is loaded on demand, so its plural messages can bring Lingui's runtime.
  const t = useMemo(() => translator(language, digits, messages), [language, digits, messages]);
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<EnquiryFormInput, unknown, EnquiryFormValues>({
    resolver: zodResolver(enquiryFormSchema),
    defaultValues: emptyEnquiryForm,
    shouldFocusError: true,
  });
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const [banner, setBanner] = useState<Banner>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // "Send Message" pressed before this code arrived: answer it now.
  useEffect(() => {
    if (formIsLive()) formRef.current?.requestSubmit();
  }, []);

  useEffect(() => {
    ensureCsrfCookie().catch(() => {
      // The send reports any problem; nothing to tell the visitor yet.
    });
  }, []);

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), bannerMs);
    return () => clearTimeout(timer);
  }, [banner]);

  const onValid = async (values: EnquiryFormValues) => {
    // The button is aria-disabled while sending; Enter in a field must not send twice either.
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    try {
      await sendEnquiry(values, language, undefined, await takeProofOfWork());
      reset(emptyEnquiryForm);
      setBanner({ kind: "success", shownAt: Date.now() });
    } catch (error) {
      console.error(contactForm.failure, error);
      setBanner({ kind: "failure", shownAt: Date.now(), reload: needsReload(error) });
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  const onInvalid = () => {
    for (const field of enquiryFields) setValue(field, getValues(field), { shouldTouch: true });
  };

  const text = contactForm.fields;
  const error = (field: EnquiryField) =>
    errorWords(contactForm.errors, t, field, errors[field]?.message);

  return (
    <form
      ref={formRef}
      className="contact-form"
      aria-label={contactForm.name}
      aria-busy={sending || undefined}
      noValidate
      // The proof of work is solved while the visitor types, not for everyone who scrolls past.
      onFocus={() => prepareProofOfWork()}
      onInput={() => prepareProofOfWork()}
      onSubmit={handleSubmit(onValid, onInvalid)}
    >
      <p className="contact-form__note">{contactForm.requiredNote}</p>
      <div className="contact-form__grid">
        {enquiryFields.map((field) =>
          field === "message" ? (
            <TextAreaField
              key={field}
              className="contact-form__message"
              label={text[field]}
              rows={6}
              required
              error={error(field)}
              {...register(field)}
            />
          ) : (
            <Field
              key={field}
              label={text[field]}
              type={inputs[field].type}
              autoComplete={inputs[field].autoComplete}
              required
              error={error(field)}
              {...register(field)}
            />
          ),
        )}
      </div>
      <div className="contact-form__actions">
        <button
          type="submit"
          className="button button--primary contact-form__submit"
          aria-disabled={sending || undefined}
        >
          {sending ? <span className="contact-form__spinner" aria-hidden="true" /> : null}
          {contactForm.submit}
        </button>
        <p className="contact-form__privacy">
          {contactForm.privacyLead}{" "}
          <a href={localizedPath(paths.privacy, language)}>{contactForm.privacyLink}</a>.
        </p>
      </div>
      {/* Live regions stay in the page so that screen readers announce what appears in them. */}
      <div role="status" className="contact-form__banner contact-form__banner--success">
        {banner?.kind === "success" ? contactForm.success : null}
      </div>
      <div role="alert" className="contact-form__banner contact-form__banner--failure">
        {banner?.kind === "failure"
          ? `${contactForm.failure}${banner.reload ? ` ${contactForm.failureReload}` : ""}`
          : null}
      </div>
    </form>
  );
}
