import type { DocumentLink as Document } from "../../common/documents.ts";
import { languageAttributes } from "../../common/i18n.ts";
import { Icon } from "./icon/icon.tsx";
import "./document-link.css";

/**
 * An entry's PDF (a brochure, a report) as a download: its words, then its kind and size, so a
 * visitor knows what they get before they press it ("Download the brochure (PDF, 1.2 MB)").
 */
export function DocumentLink({ document }: { document: Document }) {
  return (
    <p className="document-link">
      <a href={document.url} download={document.name} type="application/pdf">
        <Icon name="download" size={20} />
        <span>
          <span {...languageAttributes(document)}>{document.text}</span>{" "}
          <bdi className="document-link__size">({document.size})</bdi>
        </span>
      </a>
    </p>
  );
}
