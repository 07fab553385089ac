/// The HTML viewer's script (see `HTMLViewer`). It reads the embedded JSON (`ViewerPayload`),
/// and draws only the rows in view, rebuilt on every scroll: a few dozen elements whatever the
/// trace's length. Every piece of trace text goes into the page through `textContent` or
/// `title`, never `innerHTML`, so a name is always shown and never parsed.
enum ViewerScript {
    static let source = #"""
"use strict";
(function () {
  const started = performance.now();
  const data = JSON.parse(document.getElementById("lifeline-data").textContent);
  const ROW = 22, LINE = 16, LANE = 172, GUTTER = 70, HEAD = 40, OVERSCAN = 12;
  const kinds = data.kinds, relations = data.relations;
  const el = (tag, cls, text) => {
    const node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined) node.textContent = text;
    return node;
  };

  // Filters are by object name, kind and event name, shared by every pane.
  const hiddenObjects = new Set(), hiddenKinds = new Set(), hiddenNames = new Set();
  let query = "", activePane = 0, currentMatch = -1;

  // MARK: Panes: columnar event data, nesting, lanes.
  const panes = data.panes.map((source, index) => {
    const events = source.events, n = events.length;
    const pane = {
      index, source, n,
      object: new Int32Array(n + 1), kind: new Uint8Array(n + 1), nameId: new Int32Array(n + 1),
      parent: new Int32Array(n + 1), next: new Int32Array(n + 1), relation: new Uint8Array(n + 1),
      turn: new Int32Array(n + 1), depth: new Int32Array(n + 1), last: new Int32Array(n + 1),
      changed: new Uint8Array(n + 1), lines: new Array(n + 1), lineIndex: new Int32Array(n + 1), lower: null,
      names: [], collapsed: new Uint8Array(n + 1), visible: new Int32Array(0), visibleCount: 0,
      matches: [], matchSet: new Set(), selected: 0, chain: new Set(), lanes: [], laneOf: new Map(),
    };
    const nameIds = new Map();
    for (let s = 1; s <= n; s++) {
      const e = events[s - 1];
      pane.object[s] = e[0]; pane.kind[s] = e[1];
      let id = nameIds.get(e[2]);
      if (id === undefined) { id = pane.names.length; nameIds.set(e[2], id); pane.names.push(e[2]); }
      pane.nameId[s] = id;
      pane.parent[s] = e[3]; pane.next[s] = e[4]; pane.relation[s] = e[5]; pane.turn[s] = e[6];
      pane.lineIndex[s] = e[7]; pane.lines[s] = source.text[e[7]].replace(/^ +/, ""); pane.changed[s] = e[8];
      pane.depth[s] = e[3] ? pane.depth[e[3]] + 1 : 0;
      pane.last[s] = s;
    }
    // Children follow their parent (preorder), so a subtree is a run of sequences.
    for (let s = n; s >= 1; s--) {
      const p = pane.parent[s];
      if (p && pane.last[s] > pane.last[p]) pane.last[p] = pane.last[s];
    }
    // Lanes: the run loop first, then objects with events in id order.
    const used = new Set();
    for (let s = 1; s <= n; s++) used.add(pane.object[s]);
    pane.lanes = Array.from(used).sort((a, b) => a - b);
    pane.lanes.forEach((object, lane) => pane.laneOf.set(object, lane));
    return pane;
  });

  function objectName(pane, id) {
    if (id === 0) return "run loop";
    const object = pane.source.objects[id - 1];
    return object ? object[0] : "#" + id;
  }

  // MARK: Which rows are shown: filters and collapsed subtrees.
  function recompute(pane) {
    const hiddenObject = new Uint8Array(pane.source.objects.length + 2);
    for (const id of pane.lanes) if (hiddenObjects.has(objectName(pane, id))) hiddenObject[id] = 1;
    const hiddenKind = kinds.map((k) => hiddenKinds.has(k));
    const hiddenName = pane.names.map((name) => hiddenNames.has(name));
    const out = new Int32Array(pane.n);
    let k = 0;
    for (let s = 1; s <= pane.n; ) {
      if (!hiddenObject[pane.object[s]] && !hiddenKind[pane.kind[s]] && !hiddenName[pane.nameId[s]]) out[k++] = s;
      s = pane.collapsed[s] ? pane.last[s] + 1 : s + 1;
    }
    pane.visible = out;
    pane.visibleCount = k;
    pane.spacer.style.height = k * ROW + "px";
  }

  function passesFilters(pane, s) {
    return !hiddenObjects.has(objectName(pane, pane.object[s])) && !hiddenKinds.has(kinds[pane.kind[s]])
      && !hiddenNames.has(pane.names[pane.nameId[s]]);
  }

  function indexOfVisible(pane, s) {
    let lo = 0, hi = pane.visibleCount - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1, v = pane.visible[mid];
      if (v === s) return mid;
      if (v < s) lo = mid + 1; else hi = mid - 1;
    }
    return -1;
  }

  // MARK: Drawing.
  const panesNode = document.getElementById("panes");
  for (const pane of panes) {
    const root = el("div", "pane" + (data.mode === "diff" && pane.index === 1 ? " added" : ""));
    root.appendChild(el("div", "pane-title", pane.source.name + " · " + pane.n + " events"));
    const scroller = el("div", "scroller");
    const width = GUTTER + pane.lanes.length * LANE;
    const heads = el("div", "heads");
    heads.style.width = width + "px";
    heads.appendChild(el("span", "gutter-head", "#"));
    pane.lanes.forEach((id, lane) => {
      const head = el("div", "head");
      head.style.left = GUTTER + lane * LANE + 6 + "px";
      const object = id === 0 ? null : pane.source.objects[id - 1];
      head.appendChild(el("span", "name", objectName(pane, id)));
      if (object) head.appendChild(el("span", "class", object[1]));
      head.title = object ? object[0] + ": " + object[1] : objectName(pane, id);
      heads.appendChild(head);
    });
    const spacer = el("div", "spacer");
    spacer.style.width = width + "px";
    pane.lanes.forEach((id, lane) => {
      const line = el("div", "lifeline");
      line.style.left = GUTTER + lane * LANE + LANE / 2 + "px";
      spacer.appendChild(line);
    });
    const rows = el("div", "rows");
    spacer.appendChild(rows);
    scroller.appendChild(heads);
    scroller.appendChild(spacer);
    root.appendChild(scroller);
    panesNode.appendChild(root);
    Object.assign(pane, { root, scroller, spacer, rowsNode: rows });
    scroller.addEventListener("scroll", () => render(pane, false));
    rows.addEventListener("click", (event) => onRowClick(pane, event));
  }

  /// Draws the rows in view; on a scroll (`force` false) only when that changes which rows they are.
  function render(pane, force = true) {
    const top = Math.max(0, pane.scroller.scrollTop - HEAD);
    const first = Math.max(0, Math.floor(top / ROW) - OVERSCAN);
    const count = Math.ceil(pane.scroller.clientHeight / ROW) + 2 * OVERSCAN;
    const end = Math.min(pane.visibleCount, first + count);
    if (!force && pane.drawn === first + ":" + end) return;
    pane.drawn = first + ":" + end;
    const fragment = document.createDocumentFragment();
    const current = currentMatch >= 0 && activePane === pane.index ? panes[activePane].matches[currentMatch] : 0;
    for (let i = first; i < end; i++) {
      const s = pane.visible[i];
      let cls = "row";
      if (pane.matchSet.has(s)) cls += " match";
      if (s === current) cls += " current";
      if (pane.chain.has(s)) cls += " chain";
      if (s === pane.selected) cls += " selected";
      if (pane.changed[s]) cls += " changed";
      const row = el("div", cls);
      row.style.top = i * ROW + "px";
      row.style.width = GUTTER + pane.lanes.length * LANE + "px";
      row.dataset.seq = s;
      const gutter = el("span", "seq");
      if (pane.last[s] > s) {
        const toggle = el("button", "toggle", pane.collapsed[s] ? "▸" : "▾");
        toggle.title = pane.collapsed[s] ? "Expand (" + (pane.last[s] - s) + " nested events)" : "Collapse";
        toggle.setAttribute("aria-expanded", pane.collapsed[s] ? "false" : "true");
        gutter.appendChild(toggle);
      } else {
        gutter.appendChild(el("span", "toggle", ""));
      }
      gutter.appendChild(document.createTextNode("#" + s));
      row.appendChild(gutter);
      const lane = pane.laneOf.get(pane.object[s]);
      const indent = Math.min(pane.depth[s], 8) * 8;
      const box = el("div", "box kind-" + kinds[pane.kind[s]], pane.lines[s]);
      box.style.left = GUTTER + lane * LANE + 4 + indent + "px";
      box.style.width = LANE - 8 - indent + "px";
      box.title = "#" + s + ", turn " + pane.turn[s] + ": " + pane.lines[s];
      row.appendChild(box);
      fragment.appendChild(row);
    }
    pane.rowsNode.replaceChildren(fragment);
  }

  function renderAll() { for (const pane of panes) render(pane); renderText(); }

  function onRowClick(pane, event) {
    const row = event.target.closest(".row");
    if (!row) return;
    const s = Number(row.dataset.seq);
    if (event.target.closest("button.toggle")) {
      pane.collapsed[s] = pane.collapsed[s] ? 0 : 1;
      recompute(pane);
      render(pane);
      return;
    }
    select(pane.index, s);
  }

  // MARK: Cause chains: the links Trace.causeChain(of:) computed, followed from the event.
  function chainOf(paneIndex, s) {
    const pane = panes[paneIndex], links = [[s, 0]];
    for (let cur = s; pane.next[cur]; cur = pane.next[cur]) links.push([pane.next[cur], pane.relation[cur]]);
    return links;
  }

  function select(paneIndex, s) {
    for (const other of panes) { other.selected = 0; other.chain = new Set(); }
    const pane = panes[paneIndex], links = chainOf(paneIndex, s);
    activePane = paneIndex;
    pane.selected = s;
    pane.chain = new Set(links.map((link) => link[0]));
    const footer = document.getElementById("chain");
    footer.replaceChildren();
    for (const [seq, relation] of links) {
      const prefix = relation === 0 ? "#" + seq + "  " : "  " + relations[relation] + " #" + seq + "  ";
      const line = el("div", "link", prefix + pane.lines[seq]);
      line.addEventListener("click", () => reveal(paneIndex, seq));
      footer.appendChild(line);
    }
    if (textSource === paneIndex) scrollTextTo(textLineOf[s]);
    renderAll();
  }

  /// Shows event s: expands what hides it, scrolls it into the middle of the pane.
  function reveal(paneIndex, s) {
    const pane = panes[paneIndex];
    let changed = false;
    for (let a = pane.parent[s]; a; a = pane.parent[a]) if (pane.collapsed[a]) { pane.collapsed[a] = 0; changed = true; }
    if (changed) recompute(pane);
    const index = indexOfVisible(pane, s);
    if (index >= 0) pane.scroller.scrollTop = Math.max(0, index * ROW - pane.scroller.clientHeight / 2);
    render(pane);
  }

  // MARK: Search.
  const searchInput = document.getElementById("search"), searchStatus = document.getElementById("search-status");
  function runSearch() {
    query = searchInput.value.trim().toLowerCase();
    for (const pane of panes) {
      pane.matches = [];
      if (query) {
        if (!pane.lower) pane.lower = pane.lines.map((line) => (line || "").toLowerCase());
        for (let s = 1; s <= pane.n; s++) if (pane.lower[s].includes(query) && passesFilters(pane, s)) pane.matches.push(s);
      }
      pane.matchSet = new Set(pane.matches);
    }
    currentMatch = -1;
    if (panes[activePane].matches.length === 0) activePane = Math.max(0, panes.findIndex((p) => p.matches.length));
    step(1);
  }

  function step(direction) {
    const pane = panes[activePane], total = pane.matches.length;
    if (!query) { searchStatus.textContent = ""; renderAll(); return; }
    if (!total) { searchStatus.textContent = "no match"; renderAll(); return; }
    currentMatch = currentMatch < 0 ? (direction > 0 ? 0 : total - 1) : (currentMatch + direction + total) % total;
    searchStatus.textContent = (currentMatch + 1) + " of " + total;
    reveal(activePane, pane.matches[currentMatch]);
    renderAll();
  }

  searchInput.addEventListener("input", runSearch);
  searchInput.addEventListener("keydown", (event) => {
    if (event.key === "Enter") { event.preventDefault(); step(event.shiftKey ? -1 : 1); }
  });
  document.getElementById("search-next").addEventListener("click", () => step(1));
  document.getElementById("search-prev").addEventListener("click", () => step(-1));

  // MARK: Show/hide lists and collapsing everything.
  function filterList(containerId, values, hidden, describe) {
    const container = document.getElementById(containerId);
    for (const value of values) {
      const label = el("label");
      const box = el("input");
      box.type = "checkbox";
      box.checked = true;
      box.value = value;
      box.addEventListener("change", () => {
        if (box.checked) hidden.delete(value); else hidden.add(value);
        for (const pane of panes) recompute(pane);
        if (query) runSearch(); else renderAll();
      });
      label.appendChild(box);
      label.appendChild(document.createTextNode(" " + describe(value)));
      label.title = describe(value);
      container.appendChild(label);
    }
  }
  const objectNames = [], nameCounts = new Map();
  for (const pane of panes) {
    for (const id of pane.lanes) { const name = objectName(pane, id); if (!objectNames.includes(name)) objectNames.push(name); }
    for (let s = 1; s <= pane.n; s++) { const name = pane.names[pane.nameId[s]]; nameCounts.set(name, (nameCounts.get(name) || 0) + 1); }
  }
  filterList("filter-objects", objectNames, hiddenObjects, (v) => v);
  filterList("filter-kinds", kinds, hiddenKinds, (v) => v);
  filterList("filter-names", Array.from(nameCounts.keys()).sort(), hiddenNames, (v) => v + " (" + nameCounts.get(v) + ")");
  const filtersNode = document.getElementById("filters"), filtersButton = document.getElementById("toggle-filters");
  filtersButton.addEventListener("click", () => {
    filtersNode.hidden = !filtersNode.hidden;
    filtersButton.setAttribute("aria-expanded", String(!filtersNode.hidden));
    renderAll();
  });
  function collapseAll(value) {
    for (const pane of panes) {
      for (let s = 1; s <= pane.n; s++) pane.collapsed[s] = value && pane.last[s] > s ? 1 : 0;
      recompute(pane);
    }
    renderAll();
  }
  document.getElementById("collapse-all").addEventListener("click", () => collapseAll(1));
  document.getElementById("expand-all").addEventListener("click", () => collapseAll(0));

  // MARK: The text beside the panes: a pane's trace as the text format writes it, or the note.
  const textNode = document.getElementById("text"), textScroller = document.getElementById("text-scroller");
  const textSpacer = document.getElementById("text-spacer"), textSelect = document.getElementById("text-source");
  let textSource = 0, textLines = [], textSeqs = [], textLineOf = [];
  function textOfPane(pane) {
    const lines = pane.source.text, seqs = new Int32Array(lines.length);
    for (let s = 1; s <= pane.n; s++) seqs[pane.lineIndex[s]] = s;
    return [lines, seqs, pane.lineIndex];
  }
  function chooseText(source) {
    textSource = source;
    if (source === -1) {
      textLines = data.note; textSeqs = data.note.map(() => 0); textLineOf = [];
    } else {
      [textLines, textSeqs, textLineOf] = textOfPane(panes[source]);
    }
    textSpacer.style.height = textLines.length * LINE + "px";
    textSpacer.style.width = "max-content";
    textScroller.scrollTop = 0;
    renderText();
  }
  let textDrawn = "";
  function renderText(force = true) {
    if (textNode.hidden) return;
    const first = Math.max(0, Math.floor(textScroller.scrollTop / LINE) - OVERSCAN);
    const end = Math.min(textLines.length, first + Math.ceil(textScroller.clientHeight / LINE) + 2 * OVERSCAN);
    if (!force && textDrawn === first + ":" + end) return;
    textDrawn = first + ":" + end;
    const pane = textSource >= 0 ? panes[textSource] : null;
    const fragment = document.createDocumentFragment();
    for (let i = first; i < end; i++) {
      const s = textSeqs[i];
      let cls = "tline";
      if (s) {
        cls += " event";
        if (pane.chain.has(s)) cls += " chain";
        if (s === pane.selected) cls += " selected";
      } else if (textSource === -1 && data.mode === "diff") {
        const c = textLines[i][0];
        if (c === "-" && !textLines[i].startsWith("---")) cls += " removed";
        if (c === "+" && !textLines[i].startsWith("+++")) cls += " added";
      }
      const line = el("div", cls, textLines[i]);
      line.style.top = i * LINE + "px";
      if (s) line.dataset.seq = s;
      fragment.appendChild(line);
    }
    textSpacer.replaceChildren(fragment);
  }
  function scrollTextTo(line) {
    if (line === undefined) return;
    const top = line * LINE, view = textScroller.clientHeight;
    if (top < textScroller.scrollTop || top > textScroller.scrollTop + view - LINE) textScroller.scrollTop = Math.max(0, top - view / 2);
  }
  textScroller.addEventListener("scroll", () => renderText(false));
  textSpacer.addEventListener("click", (event) => {
    const line = event.target.closest(".tline.event");
    if (line && textSource >= 0) { reveal(textSource, Number(line.dataset.seq)); select(textSource, Number(line.dataset.seq)); }
  });
  if (data.note.length) {
    const option = el("option", "", data.mode === "diff" ? "unified diff" : "comparison");
    option.value = "-1";
    textSelect.appendChild(option);
  }
  panes.forEach((pane) => { const option = el("option", "", pane.source.name); option.value = String(pane.index); textSelect.appendChild(option); });
  textSelect.addEventListener("change", () => chooseText(Number(textSelect.value)));
  const textButton = document.getElementById("toggle-text");
  textButton.addEventListener("click", () => {
    textNode.hidden = !textNode.hidden;
    textButton.setAttribute("aria-expanded", String(!textNode.hidden));
    renderAll();
  });

  // MARK: Start.
  const title = panes.map((p) => p.source.name).join(" vs ") + (panes.length === 1 ? " · iOS " + (panes[0].source.text.find((l) => l.startsWith("ios: ")) || "").slice(5) : "");
  document.getElementById("title").textContent = title;
  document.title = "Lifeline · " + title;
  for (const pane of panes) recompute(pane);
  chooseText(data.note.length ? -1 : 0);
  renderAll();
  window.addEventListener("resize", () => renderAll());

  /// For tests and the console: what the page shows, in numbers.
  window.lifelineViewer = {
    loadMs: performance.now(), scriptMs: performance.now() - started,
    panes: panes.length,
    visibleCount: (p) => panes[p].visibleCount,
    renderedRows: (p) => panes[p].rowsNode.childElementCount,
    chainOf: (p, s) => chainOf(p, s).map((link) => link[0]),
    changed: (p) => { const out = []; for (let s = 1; s <= panes[p].n; s++) if (panes[p].changed[s]) out.push(s); return out; },
    highlighted: (p) => Array.from(panes[p].chain).sort((a, b) => a - b),
    select, reveal,
    render: (p) => render(panes[p]),
  };
})();
"""#
}
