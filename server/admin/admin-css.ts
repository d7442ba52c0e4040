// The admin pages' one stylesheet, served from 'self' under the site's CSP (no inline styles, no third party).
// Plain and legible on a phone and a desk screen; system fonts.
export const ADMIN_CSS = `
*, *::before, *::after { box-sizing: border-box; }
:root { color-scheme: light; --ink: #17212b; --muted: #4d5b69; --line: #d5dbe1; --accent: #0b4f8a; --bg: #f4f6f8;
  --new: #8a4b00; --new-bg: #fff1dc; --ok: #1d6b36; --ok-bg: #e1f3e6; --error: #a31515; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; color: var(--ink); background: var(--bg); }
a { color: var(--accent); }
a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible { outline: 3px solid #f0a500; outline-offset: 2px; }
h1 { font-size: 1.5rem; line-height: 1.25; margin: 0 0 1rem; }
h2 { font-size: 1.125rem; margin: 1.5rem 0 .5rem; }
.skip { position: absolute; left: -999px; top: 0; background: #fff; padding: .5rem 1rem; }
.skip:focus { left: 0; z-index: 1; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.bar { display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: center; justify-content: space-between; padding: .75rem 1rem; background: #0d2a45; color: #fff; }
.bar a { color: #fff; }
.bar__title { font-weight: 700; text-decoration: none; }
.bar__actions { display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: center; }
.bar__actions form { margin: 0; }
.bar .button--quiet { color: #fff; border-color: #fff; background: transparent; }
.main { max-width: 80rem; margin: 0 auto; padding: 1rem; }
.card { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 1rem; }
.card--narrow { max-width: 26rem; margin: 2rem auto; }
.stack { display: grid; gap: .5rem; }
.stack button { margin-top: .5rem; }
label { font-weight: 600; }
input, select { font: inherit; padding: .5rem; border: 1px solid #7a8793; border-radius: 4px; width: 100%; min-height: 2.75rem; background: #fff; color: var(--ink); }
.button { display: inline-flex; align-items: center; justify-content: center; min-height: 2.75rem; padding: .5rem 1rem; font: inherit; font-weight: 600; border: 2px solid var(--accent); border-radius: 4px; background: var(--accent); color: #fff; cursor: pointer; text-decoration: none; }
.button--quiet { background: #fff; color: var(--accent); }
.notice { padding: .5rem .75rem; border-radius: 4px; border-left: 4px solid; }
.notice--error { color: var(--error); background: #fdecec; }
.notice--info { color: var(--ok); background: var(--ok-bg); }
.filters fieldset { border: 1px solid var(--line); border-radius: 8px; background: #fff; padding: 1rem; margin: 0 0 1rem; }
.filters legend { font-weight: 700; padding: 0 .25rem; }
.filters__grid { display: grid; gap: .75rem; grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr)); }
.filters__grid label { display: grid; gap: .25rem; min-width: 0; }
.filters__grid input, .filters__grid select { min-width: 0; }
.filters__search { grid-column: 1 / -1; }
.filters__actions { display: flex; flex-wrap: wrap; gap: 1rem; align-items: center; margin-top: .75rem; }
.summary { display: flex; flex-wrap: wrap; gap: .5rem 1.5rem; justify-content: space-between; }
.summary p { margin: .25rem 0; }
.summary__export a { margin-left: .5rem; }
.inbox { width: 100%; border-collapse: collapse; background: #fff; border: 1px solid var(--line); }
.inbox th, .inbox td { text-align: left; vertical-align: top; padding: .5rem; border-bottom: 1px solid var(--line); }
.inbox thead th { background: #e8edf2; font-size: .875rem; }
.cell--wrap { overflow-wrap: anywhere; }
.row--new td:first-child { box-shadow: inset 4px 0 0 var(--new); }
.status { display: inline-block; padding: 0 .5rem; border-radius: 999px; font-size: .875rem; font-weight: 600; }
.status--new { color: var(--new); background: var(--new-bg); }
.status--handled { color: var(--ok); background: var(--ok-bg); }
.pager { display: flex; gap: 1rem; justify-content: center; align-items: center; margin: 1rem 0; }
.empty { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 1rem; }
.entry__status { display: flex; flex-wrap: wrap; gap: .75rem; align-items: center; margin-bottom: 1rem; }
.entry__status form { margin: 0; }
.fields { display: grid; grid-template-columns: minmax(8rem, max-content) 1fr; gap: .25rem 1rem; margin: 0; }
.fields dt { font-weight: 600; color: var(--muted); }
.fields dd { margin: 0; overflow-wrap: anywhere; }
.message { white-space: pre-wrap; overflow-wrap: anywhere; background: var(--bg); padding: .75rem; border-radius: 4px; }
.items { border-collapse: collapse; }
.items th, .items td { padding: .25rem .75rem .25rem 0; text-align: left; border-bottom: 1px solid var(--line); }
.items .number { text-align: right; }
@media (max-width: 47.99rem) {
  .inbox, .inbox tbody, .inbox tr, .inbox td { display: block; }
  .inbox thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
  .inbox tr { border-bottom: 2px solid var(--line); padding: .5rem; }
  .inbox td { border: 0; padding: .125rem 0; display: grid; grid-template-columns: 7.5rem 1fr; gap: .5rem; }
  .inbox td::before { content: attr(data-label); font-weight: 600; color: var(--muted); font-size: .875rem; }
  .row--new td:first-child { box-shadow: none; }
  .fields { grid-template-columns: 1fr; }
  .fields dd { margin-bottom: .5rem; }
}
`;
