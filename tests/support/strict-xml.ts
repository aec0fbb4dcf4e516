// A strict XML parser for tests (the DOM's, which recovers from nothing): the document, or the
// parser's complaint as an error.
export function parseXml(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, "application/xml");
  const error = document.querySelector("parsererror");
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return document;
}
