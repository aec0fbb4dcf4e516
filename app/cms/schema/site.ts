// PLACEHOLDER: filled by the site content work.
export const collections = {};
export const singletons = {};
