// i18next's typing of `t` for this project. Keys are plain strings (the texts are the office's data, read at
// run time: docs/architecture.md §9, "Site texts"), so a call cannot be checked against a resource type, and
// since i18next 27 a key with options would otherwise need a default value. This keeps the v26 typing.
import 'i18next';

declare module 'i18next' {
  interface CustomTypeOptions {
    strictInterpolationChecks: false;
  }
}
