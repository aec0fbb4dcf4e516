/** C0 and C1 controls, DEL and the line and paragraph separators: none belongs in a file name. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
export const controlCharacter = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u;
