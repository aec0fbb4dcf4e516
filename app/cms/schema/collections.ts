// PLACEHOLDER: filled by the collections content work.
export const collections = {};
export const singletons = {};
