export function parseXml(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, "application/xml");
  const error = document.querySelector("parsererror");
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return document;
}
