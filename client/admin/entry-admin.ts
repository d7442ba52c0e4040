import '@vitejs/plugin-react/preamble';
import { holdFirstActions } from '../first-actions.ts';
import { wakeIslands } from '../islands/wake-islands.ts';

// The office pages' loader: the public loader's island part alone (no header, slider, fonts or deferred
// styles: the office has none), linked only by a page with an island (the sign-in form). A submit before the
// island is live is held and replayed, so the form's own checks always see it.
holdFirstActions();
wakeIslands({ needStyles: () => Promise.resolve(), hasSavedLists: false });
