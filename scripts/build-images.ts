// PLACEHOLDER: writes every picture's renditions into the build.
