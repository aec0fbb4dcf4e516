// PLACEHOLDER: filled by the pages content work.
export const collections = {};
export const singletons = {};
