/// The HTML viewer's page up to its data: the document, its policy and its style. Kept in the
/// binary as a string, so an installed `lifeline` writes the viewer without resource files.
///
/// The Content-Security-Policy allows the page's own inline style and script and nothing else:
/// no request leaves the file, which is the "self-contained" promise made checkable.
enum ViewerPage {
    static let head = #"""
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>Lifeline trace</title>
<style>
:root { --row: 22px; --line: 16px; --lane: 172px; --gutter: 70px; --head: 40px;
        --ink: #1d1d1f; --muted: #6e6e73; --rule: #d2d2d7; --chain: #e8590c; }
* { box-sizing: border-box; }
html, body { margin: 0; height: 100%; }
body { display: flex; flex-direction: column; color: var(--ink); background: #fff;
       font: 12px/1.3 ui-sans-serif, system-ui, -apple-system, "Segoe UI", sans-serif; }
button, input, select { font: inherit; }
#bar { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; padding: 6px 8px;
       border-bottom: 1px solid var(--rule); background: #f5f5f7; }
#title { font-weight: 600; margin-right: 8px; max-width: 40ch; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
#search { width: 22ch; }
#search-status { color: var(--muted); min-width: 9ch; }
#main { flex: 1; display: flex; min-height: 0; }
#filters { width: 230px; overflow: auto; border-right: 1px solid var(--rule); padding: 4px 8px; background: #fafafa; }
#filters[hidden] { display: none; }
#filters h2 { font-size: 12px; margin: 8px 0 2px; }
#filters label { display: block; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
#panes { flex: 1; display: flex; min-width: 0; }
.pane { flex: 1; display: flex; flex-direction: column; min-width: 0; border-right: 1px solid var(--rule); }
.pane-title, .text-title { padding: 3px 8px; font-weight: 600; background: #f5f5f7; border-bottom: 1px solid var(--rule);
                           white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.scroller { flex: 1; overflow: auto; position: relative; }
.heads { position: sticky; top: 0; z-index: 3; height: var(--head); background: #fff; border-bottom: 1px solid var(--rule); }
.head { position: absolute; top: 3px; height: calc(var(--head) - 6px); width: calc(var(--lane) - 12px); padding: 2px 6px;
        background: #eef1f6; border: 1px solid #b8c2d6; border-radius: 4px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
.head .name { font-weight: 600; display: block; overflow: hidden; text-overflow: ellipsis; }
.head .class { color: var(--muted); font-size: 11px; display: block; overflow: hidden; text-overflow: ellipsis; }
.gutter-head { position: absolute; left: 6px; top: 12px; color: var(--muted); }
.spacer { position: relative; }
.lifeline { position: absolute; top: 0; bottom: 0; width: 0; border-left: 1px dashed #b8c2d6; }
.row { position: absolute; left: 0; height: var(--row); }
.row.match .seq { background: #fff3bf; }
.row.current .seq { background: #fcc419; }
.seq { position: absolute; left: 0; width: var(--gutter); height: var(--row); padding: 3px 4px; color: var(--muted);
       white-space: nowrap; font-variant-numeric: tabular-nums; }
.toggle { border: 0; background: none; padding: 0 2px; width: 16px; cursor: pointer; color: var(--ink); }
.box { position: absolute; top: 2px; height: calc(var(--row) - 4px); padding: 1px 6px; border: 1px solid #9aa4b5; border-radius: 8px;
       background: #fff; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; cursor: pointer; }
.kind-call { background: #dbe7fb; border-radius: 2px; }
.kind-runLoop { background: #ececec; }
.kind-log { background: #fff9db; border-radius: 0; }
.kind-state { background: #ebfbee; border-radius: 0; font-size: 11px; }
.kind-diagnostic { background: #ffe3e3; border: 2px solid #c92a2a; }
.row.changed .box { box-shadow: inset 4px 0 0 #c92a2a; }
.pane.added .row.changed .box { box-shadow: inset 4px 0 0 #2b8a3e; }
.row.chain .box { outline: 2px solid var(--chain); }
.row.selected .box { outline: 3px solid var(--chain); background: #fff4e6; }
#text { width: 30%; min-width: 200px; display: flex; flex-direction: column; border-left: 1px solid var(--rule); }
#text[hidden] { display: none; }
#text-source { margin-left: 6px; }
.tline { position: absolute; left: 0; height: var(--line); padding: 0 8px; white-space: pre;
         font: 11px/var(--line) ui-monospace, "DejaVu Sans Mono", monospace; cursor: default; }
.tline.event { cursor: pointer; }
.tline.chain { background: #ffe8cc; }
.tline.selected { background: #ffc078; }
.tline.removed { color: #c92a2a; }
.tline.added { color: #2b8a3e; }
#chain { max-height: 24vh; overflow: auto; border-top: 1px solid var(--rule); padding: 4px 8px; background: #fafafa;
         font: 11px/1.4 ui-monospace, "DejaVu Sans Mono", monospace; white-space: pre; }
#chain:empty::before { content: "Click an event to see its cause chain."; color: var(--muted); font-family: system-ui, sans-serif; }
#chain .link { cursor: pointer; }
#chain .link:hover { text-decoration: underline; }
</style>
</head>
<body>
<header id="bar">
<span id="title"></span>
<input id="search" type="search" placeholder="Search events" autocomplete="off" aria-label="Search events">
<button id="search-prev" title="Previous match (Shift+Enter)">↑</button>
<button id="search-next" title="Next match (Enter)">↓</button>
<span id="search-status"></span>
<button id="toggle-filters" aria-expanded="false">Show/hide…</button>
<button id="collapse-all">Collapse all</button>
<button id="expand-all">Expand all</button>
<button id="toggle-text" aria-expanded="true">Text</button>
</header>
<div id="main">
<aside id="filters" hidden>
<h2>Objects</h2><div id="filter-objects"></div>
<h2>Kinds</h2><div id="filter-kinds"></div>
<h2>Callbacks and calls</h2><div id="filter-names"></div>
</aside>
<div id="panes"></div>
<section id="text"><div class="text-title">Text<select id="text-source" aria-label="Text shown"></select></div>
<div id="text-scroller" class="scroller"><div id="text-spacer" class="spacer"></div></div></section>
</div>
<footer id="chain"></footer>

"""#
}
