// PLACEHOLDER: filled by the posts content work.
export const collections = {};
export const singletons = {};
