import { fileSize } from "../../../common/documents.ts";
import type { Media, MediaFile, MediaUse } from "../media.ts";
import { html, paths } from "./html.ts";

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Where the back office shows a picture's file: its path under content/images/, each part encoded. */
export function pictureUrl(name: string) {
  return `${paths.mediaPicture}/${name.split("/").map(encodeURIComponent).join("/")}`;
}

function usedIn(uses: MediaUse[]) {
  if (uses.length === 0) return html`Not used`;
  return html`<ul>
    ${uses.map(({ entry, editorPath }) =>
      editorPath ? html`<li><a href="${editorPath}">${entry}</a></li>` : html`<li>${entry}</li>`,
    )}
  </ul>`;
}

function details(file: MediaFile) {
  const pixels = file.width && file.height ? `, ${file.width} × ${file.height} pixels` : "";
  return `${fileSize(file.bytes)}${pixels}`;
}

function pictureRow(file: MediaFile) {
  const url = pictureUrl(file.name);
  return html`<tr>
    <td><img src="${url}" alt="" loading="lazy" /></td>
    <th scope="row">
      <a href="${url}" dir="auto">${file.name}</a>
      <label>Address
        <input type="text" readonly value="${file.address}" aria-label="Address of ${file.name}" />
      </label>
    </th>
    <td>${details(file)}</td>
    <td>${usedIn(file.usedIn)}</td>
  </tr>`;
}

function documentRow(file: MediaFile) {
  return html`<tr>
    <th scope="row">
      <span dir="auto">${file.name}</span>
      <label>Address
        <input type="text" readonly value="${file.address}" aria-label="Address of ${file.name}" />
      </label>
    </th>
    <td>${details(file)}</td>
    <td>${usedIn(file.usedIn)}</td>
  </tr>`;
}

export function mediaBody({ pictures, documents }: Media) {
  return html`<h1>Media</h1>
    <p>${count(pictures.length, "picture", "pictures")} and ${count(documents.length, "document", "documents")} in the latest saves, published or not. "Used in" names the entries that show each one, each link opening the entry in the editor.</p>
    <p class="note">To show a picture in another entry too: in that entry's picture field, press "Choose from media library" and choose it there. Its address is how the entries' files name it: copy it to tell others which picture you mean. "Not used": no entry shows it any more, so it is a candidate to delete.</p>
    <section aria-labelledby="media-pictures">
      <h2 id="media-pictures">Pictures (${pictures.length})</h2>
      ${
        pictures.length === 0
          ? html`<p>None.</p>`
          : html`<div class="table-scroll"><table class="media">
              <thead><tr><th scope="col">Picture</th><th scope="col">File</th><th scope="col">Size</th><th scope="col">Used in</th></tr></thead>
              <tbody>${pictures.map(pictureRow)}</tbody>
            </table></div>`
      }
    </section>
    <section aria-labelledby="media-documents">
      <h2 id="media-documents">Documents (${documents.length})</h2>
      ${
        documents.length === 0
          ? html`<p>None.</p>`
          : html`<div class="table-scroll"><table class="media">
              <thead><tr><th scope="col">File</th><th scope="col">Size</th><th scope="col">Used in</th></tr></thead>
              <tbody>${documents.map(documentRow)}</tbody>
            </table></div>`
      }
    </section>`;
}
