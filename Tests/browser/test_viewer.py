#!/usr/bin/env python3
"""The HTML viewer (`lifeline ... --format html`) in a real headless Chromium.

Needs Debian's `chromium` and `chromium-driver` and selenium from PyPI (`pip install selenium`);
the system's chromedriver is used and nothing is downloaded. Run by `make test` (or alone:
`python3 Tests/browser/test_viewer.py`, with LIFELINE=path/to/lifeline to skip `swift build`).
Screenshots of the viewer go to $LIFELINE_SCREENSHOTS (default: a folder under .build, so that a
test run leaves the working tree clean); `make screenshots` writes them into docs/images.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

os.environ.setdefault("SE_OFFLINE", "true")  # never let Selenium Manager fetch a driver

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
IMAGES = os.environ.get("LIFELINE_SCREENSHOTS") or os.path.join(ROOT, ".build", "browser-screenshots")
HOSTILE = ("q'\"`<b>bold</b><script>window.__pwned = 1</script></script><!-- "
           "<img src=x onerror=\"window.__pwned = 2\"> \u202eRTL\u200f \u2028 ") + "x" * 10000


def lifeline_binary():
    if os.environ.get("LIFELINE"):
        return os.environ["LIFELINE"]
    bin_path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True,
                              capture_output=True, text=True).stdout.strip()
    return os.path.join(bin_path, "lifeline")


LIFELINE = lifeline_binary()
WORK = tempfile.mkdtemp(prefix="lifeline-browser-")


def lifeline(*arguments, expect=(0,)):
    result = subprocess.run([LIFELINE, *arguments], capture_output=True, text=True)
    if result.returncode not in expect:
        raise AssertionError(f"lifeline {' '.join(arguments)} exited {result.returncode}: {result.stderr}")
    return result.stdout


def page(name, *arguments, expect=(0,)):
    """Writes a viewer page with `lifeline ARGUMENTS --format html -o WORK/name.html`."""
    path = os.path.join(WORK, name + ".html")
    lifeline(*arguments, "--format", "html", "-o", path, expect=expect)
    return path


def json_trace(*arguments):
    return json.loads(lifeline(*arguments, "--format", "json"))


def write_json_trace(name, trace):
    path = os.path.join(WORK, name + ".json")
    with open(path, "w", encoding="utf-8") as file:
        json.dump(trace, file, ensure_ascii=False)
    return path


def cause_chain(events, sequence):
    """Trace.causeChain(of:), restated from its documentation: the event, then each enclosing
    event, and for a top-level event other than a call, the call that scheduled it."""
    chain, current = [sequence], sequence
    while True:
        event = events[current - 1]
        parent, cause = event["parent"], event["cause"]
        if parent is not None:
            if not 1 <= parent < current:
                break
            chain.append(parent)
            current = parent
        elif event["kind"] != "call" and cause is not None and 1 <= cause < current:
            chain.append(cause)
            current = cause
        else:
            break
    return chain


def repeated_trace(base, count):
    """`base`'s events repeated, turns and references shifted, until there are `count` events."""
    events, n = [], len(base["events"])
    last_turn = max(event["turn"] for event in base["events"]) + 1
    copy = 0
    while len(events) < count:
        offset = copy * n
        for event in base["events"]:
            if len(events) == count:
                break
            shifted = dict(event)
            shifted["seq"] = event["seq"] + offset
            shifted["turn"] = event["turn"] + copy * last_turn
            for key in ("parent", "cause"):
                if event[key] is not None:
                    shifted[key] = event[key] + offset
            # A cut-off copy may not keep a parent past the end; parents come first, so it does.
            events.append(shifted)
        copy += 1
    trace = dict(base)
    trace["events"] = events
    trace["markers"] = []
    trace["scenario"] = f"{base['scenario']} ×{copy}"
    return trace


class ViewerTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        options = webdriver.ChromeOptions()
        options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
        for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                         "--window-size=1400,900", "--force-device-scale-factor=1"):
            options.add_argument(argument)
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        service = Service(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver")
        cls.driver = webdriver.Chrome(options=options, service=service)
        os.makedirs(IMAGES, exist_ok=True)

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()
        shutil.rmtree(WORK, ignore_errors=True)

    # MARK: helpers

    def open(self, path):
        self.driver.get("file://" + path)
        self.driver.get_log("browser")  # drop what an earlier page logged
        self.driver.refresh()
        self.assertTrue(self.js("return !!window.lifelineViewer"), "the viewer's script did not finish")

    def js(self, script, *arguments):
        return self.driver.execute_script(script, *arguments)

    def console_errors(self):
        return [entry for entry in self.driver.get_log("browser") if entry["level"] in ("SEVERE", "WARNING")]

    def rendered(self, pane=0, cls=None):
        selector = f".pane:nth-child({pane + 1}) .row" + (f".{cls}" if cls else "")
        return [int(row.get_attribute("data-seq")) for row in self.driver.find_elements(By.CSS_SELECTOR, selector)]

    def next_frame(self):
        """Waits until the browser has handled the scroll events of what was just done."""
        self.driver.execute_async_script(
            "const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(() => done()))")

    def screenshot(self, name):
        # Clicks scroll boxes into view sideways; the pictures show the lifelines from the left.
        self.js("document.querySelectorAll('.pane .scroller').forEach(s => s.scrollLeft = 0)")
        self.next_frame()
        self.driver.save_screenshot(os.path.join(IMAGES, f"viewer-{name}.png"))

    # MARK: tests

    def test_loads_without_console_errors_or_requests(self):
        trace = json_trace("trace", "root-window")
        self.open(page("root-window", "trace", "root-window"))
        self.assertEqual(self.console_errors(), [])
        # Nothing was fetched: the page is one file (its policy forbids requests anyway).
        self.assertEqual(self.js("return performance.getEntriesByType('resource').length"), 0)
        heads = [head.text for head in self.driver.find_elements(By.CSS_SELECTOR, ".head .name")]
        self.assertEqual(heads, ["run loop"] + [o["name"] for o in trace["objects"]])
        self.assertEqual(self.rendered(), list(range(1, len(trace["events"]) + 1)))
        self.assertEqual(self.driver.title, "Lifeline · root-window · iOS 26")
        # The text beside the sequence: the trace's event lines as the text format writes them.
        text = lifeline("trace", "root-window").rstrip("\n").split("\n")
        lines = self.js("return Array.from(document.querySelectorAll('#text-spacer .tline')).map(l => l.textContent)")
        self.assertEqual(lines, text[:len(lines)])
        self.assertGreater(len(lines), len(trace["objects"]) + 5)

    def test_headers_stay_visible_while_scrolling(self):
        self.open(page("observer", "trace", "observer"))
        scroller = self.driver.find_element(By.CSS_SELECTOR, ".pane .scroller")
        self.js("arguments[0].scrollTop = 400", scroller)
        top = self.js("return arguments[0].getBoundingClientRect().top", scroller)
        heads = self.driver.find_element(By.CSS_SELECTOR, ".heads")
        self.assertEqual(self.js("return arguments[0].getBoundingClientRect().top", heads), top)
        self.assertTrue(heads.is_displayed())

    def test_search_finds_an_event(self):
        trace = json_trace("trace", "present-full-screen")
        self.open(page("present-full-screen", "trace", "present-full-screen"))
        expected = [e["seq"] for e in trace["events"] if e["name"] == "viewDidAppear(_:)"]
        self.assertGreaterEqual(len(expected), 1)
        box = self.driver.find_element(By.ID, "search")
        box.send_keys("viewDidAppear")
        self.assertEqual(self.driver.find_element(By.ID, "search-status").text, f"1 of {len(expected)}")
        self.assertEqual(self.rendered(cls="current"), [expected[0]])
        self.screenshot("search")
        # Enter steps through every match in order, each scrolled into view, then wraps.
        for index in list(range(1, len(expected))) + [0]:
            box.send_keys(Keys.ENTER)
            self.assertEqual(self.rendered(cls="current"), [expected[index]])
            self.assertEqual(self.driver.find_element(By.ID, "search-status").text, f"{index + 1} of {len(expected)}")
            shown = set(self.rendered())
            self.assertEqual(sorted(self.rendered(cls="match")), sorted(shown & set(expected)))
        box.clear()
        box.send_keys("no such event anywhere")
        self.assertEqual(self.driver.find_element(By.ID, "search-status").text, "no match")
        self.assertEqual(self.rendered(cls="match"), [])

    def test_collapsing_hides_the_children(self):
        trace = json_trace("trace", "root-window")
        events = trace["events"]
        self.open(page("root-window", "trace", "root-window"))
        # makeKeyAndVisible (2) runs most of the trace: its subtree is every event nested in it.
        subtree = {2}
        for event in events:
            if event["parent"] in subtree:
                subtree.add(event["seq"])
        children = sorted(subtree - {2})
        self.assertGreater(len(children), 5)
        toggle = self.driver.find_element(By.CSS_SELECTOR, ".row[data-seq='2'] button.toggle")
        toggle.click()
        shown = self.rendered()
        self.assertEqual(shown, [s for s in range(1, len(events) + 1) if s not in children])
        self.assertEqual(self.js("return lifelineViewer.visibleCount(0)"), len(events) - len(children))
        self.driver.find_element(By.CSS_SELECTOR, ".row[data-seq='2'] button.toggle").click()
        self.assertEqual(self.rendered(), list(range(1, len(events) + 1)))

    def test_show_hide_per_object_and_kind(self):
        trace = json_trace("trace", "root-window")
        events = trace["events"]
        self.open(page("root-window", "trace", "root-window"))
        self.driver.find_element(By.ID, "toggle-filters").click()
        self.driver.find_element(By.CSS_SELECTOR, "#filter-objects input[value='label']").click()
        label = 1 + [o["name"] for o in trace["objects"]].index("label")
        self.assertEqual(self.rendered(), [e["seq"] for e in events if e["object"] != label])
        self.driver.find_element(By.CSS_SELECTOR, "#filter-kinds input[value='callback']").click()
        self.assertEqual(self.rendered(), [e["seq"] for e in events if e["object"] != label and e["kind"] != "callback"])

    def test_clicking_an_event_highlights_exactly_its_cause_chain(self):
        for strategy in ("present-full-screen", "observer", "dismiss-full-screen"):
            trace = json_trace("trace", strategy)
            events = trace["events"]
            self.open(page(strategy, "trace", strategy))
            # Every event's chain as the viewer has it, against the rule restated here.
            for event in events:
                self.assertEqual(self.js(f"return lifelineViewer.chainOf(0, {event['seq']})"),
                                 cause_chain(events, event["seq"]), f"{strategy} #{event['seq']}")
            # Clicks on the events with the longest chains, and on a deferred one.
            chosen = sorted(events, key=lambda e: -len(cause_chain(events, e["seq"])))[:3]
            chosen += [e for e in events if e["parent"] is None and e["kind"] != "call" and e["cause"]][:1]
            for event in chosen:
                sequence = event["seq"]
                expected = cause_chain(events, sequence)
                self.js(f"lifelineViewer.reveal(0, {sequence})")
                self.next_frame()
                self.driver.find_element(By.CSS_SELECTOR, f".row[data-seq='{sequence}'] .box").click()
                self.assertEqual(self.js("return lifelineViewer.highlighted(0)"), sorted(expected))
                shown = set(self.rendered())
                self.assertEqual(sorted(self.rendered(cls="chain")), sorted(set(expected) & shown))
                self.assertEqual(self.rendered(cls="selected"), [sequence])
                links = self.driver.find_elements(By.CSS_SELECTOR, "#chain .link")
                self.assertEqual(len(links), len(expected))
                self.assertTrue(links[0].text.startswith(f"#{sequence} "), links[0].text)
                self.assertEqual(sorted(int(l.get_attribute("data-seq")) for l in
                                        self.driver.find_elements(By.CSS_SELECTOR, "#text-spacer .tline.chain")),
                                 sorted(set(expected) & {int(l.get_attribute("data-seq")) for l in
                                                         self.driver.find_elements(By.CSS_SELECTOR, "#text-spacer .tline.event")}))
            if strategy == "present-full-screen":
                self.screenshot("cause-chain")

    def test_hostile_object_name_is_shown_as_text_and_never_runs(self):
        trace = json_trace("trace", "root-window")
        vc = [o["name"] for o in trace["objects"]].index("vc")
        trace["objects"][vc]["name"] = HOSTILE
        for event in trace["events"]:
            if event["object"] == vc + 1:
                event["objectName"] = HOSTILE
        path = write_json_trace("hostile", trace)
        self.open(page("hostile", "render", path))
        self.assertIsNone(self.js("return window.__pwned === undefined ? null : window.__pwned"))
        self.assertEqual(self.js("return document.querySelectorAll('img, b').length"), 0)
        self.assertEqual(self.js("return document.scripts.length"), 2)
        names = self.js("return Array.from(document.querySelectorAll('.head .name')).map(n => n.textContent)")
        self.assertIn(HOSTILE, names)
        self.assertEqual(self.console_errors(), [])
        box = self.driver.find_element(By.ID, "search")
        box.send_keys("<script>window.__pwned")
        self.assertNotEqual(self.driver.find_element(By.ID, "search-status").text, "no match")
        self.assertIsNone(self.js("return window.__pwned === undefined ? null : window.__pwned"))

    def test_a_100000_event_trace_opens_and_scrolls_within_a_second(self):
        base = json_trace("trace", "observer")
        path = write_json_trace("large", repeated_trace(base, 100_000))
        self.open(page("large", "render", path))
        self.assertEqual(self.console_errors(), [])
        load = self.js("return lifelineViewer.loadMs")
        self.assertLess(load, 1000, f"opened in {load:.0f} ms")
        self.assertEqual(self.js("return lifelineViewer.visibleCount(0)"), 100_000)
        timings = []
        for fraction in (0.5, 0.999, 0.25, 0.0):
            timings.append(self.js(
                "const s = document.querySelector('.pane .scroller'); const t0 = performance.now();"
                "s.scrollTop = arguments[0] * s.scrollHeight; lifelineViewer.render(0);"
                "return performance.now() - t0;", fraction))
            self.assertLess(self.js("return document.querySelectorAll('.row').length"), 200)
        self.assertLess(max(timings), 1000, f"scrolls took {timings} ms")
        # After the last scroll, the first rows are the ones shown.
        self.assertEqual(self.rendered()[:3], [1, 2, 3])
        self.screenshot("100000-events")
        print(f"\n100,000 events: opened in {load:.0f} ms, scrolls rendered in "
              + ", ".join(f"{t:.1f}" for t in timings) + " ms", file=sys.stderr)

    def test_compare_and_diff_side_by_side(self):
        self.open(page("compare", "compare", "push", "pop"))
        self.assertEqual(self.js("return lifelineViewer.panes"), 2)
        titles = [t.text for t in self.driver.find_elements(By.CSS_SELECTOR, ".pane-title")]
        self.assertEqual([t.split(" · ")[0] for t in titles], ["push", "pop"])
        table = lifeline("compare", "push", "pop").rstrip("\n").split("\n")
        lines = self.js("return Array.from(document.querySelectorAll('#text-spacer .tline')).map(l => l.textContent)")
        self.assertEqual(lines, table[:len(lines)])
        self.screenshot("compare")

        self.open(page("diff", "diff", "dismiss-full-screen", "dismiss-page-sheet", expect=(1,)))
        self.assertEqual(self.js("return lifelineViewer.panes"), 2)
        diff = lifeline("diff", "dismiss-full-screen", "dismiss-page-sheet", "--color", "never", expect=(1,))
        lines = self.js("return Array.from(document.querySelectorAll('#text-spacer .tline')).map(l => l.textContent)")
        self.assertEqual(lines, diff.rstrip("\n").split("\n")[:len(lines)])
        # Each pane marks the events the diff found no counterpart for: lines the unified diff
        # removes (old, left) and adds (new, right).
        for pane, sign, strategy in ((0, "-", "dismiss-full-screen"), (1, "+", "dismiss-page-sheet")):
            changed = self.js(f"return lifelineViewer.changed({pane})")
            diff_lines = {l[1:].strip() for l in diff.split("\n") if l.startswith(sign) and not l.startswith(sign * 3)}
            text = lifeline("trace", strategy).split("\n")
            event_lines = [l.strip() for l in text[text.index("events:") + 1:] if l.startswith("  ") and
                           not l.strip().startswith("---")]
            if not changed:
                # The page sheet's dismissal only leaves events out (its `+` lines are a turn's).
                self.assertEqual(diff_lines & set(event_lines), set())
                continue
            self.assertEqual({event_lines[s - 1] for s in changed} - diff_lines, set())
            self.js(f"lifelineViewer.reveal({pane}, {changed[0]})")
            self.next_frame()
            self.assertIn(changed[0], self.rendered(pane, "changed"))
        self.screenshot("diff")


if __name__ == "__main__":
    unittest.main(verbosity=2)
