// PLACEHOLDER: the home, what-we-do and developer test pages' words.
export const collections = {};
export const singletons = {};
