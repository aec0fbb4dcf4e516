// PLACEHOLDER: the build's content checks.
