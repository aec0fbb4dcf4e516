// Says which office or service an enquiry sent from this page will reach. The office and service
// pages link here with ?office= or ?service= (common/paths.ts, contactAboutPath), and the back
// office's Routing rules send those enquiries to that office's or service's people. A pre-rendered
// page cannot know its query, so this reads it once awake; no name, or one it does not know: nothing.
import { useEffect, useState } from "react";

export interface ContactDestinationProps {
  /** The sentence for each office and each service, by file name, already in the page's words. */
  sentences: { office: Record<string, string>; service: Record<string, string> };
}

function sentenceFor(sentences: ContactDestinationProps["sentences"], query: URLSearchParams) {
  for (const about of ["office", "service"] as const) {
    const slug = query.get(about);
    const sentence = slug ? sentences[about][slug] : undefined;
    if (slug && Object.hasOwn(sentences[about], slug) && sentence) return sentence;
  }
  return "";
}

export function ContactDestination({ sentences }: ContactDestinationProps) {
  const [sentence, setSentence] = useState("");
  useEffect(() => {
    setSentence(sentenceFor(sentences, new URLSearchParams(window.location.search)));
  }, [sentences]);
  // Present (and empty) from the start, so that screen readers announce the sentence when it comes.
  return (
    <p className="contact-page__destination" role="status">
      {sentence}
    </p>
  );
}
