#!/usr/bin/env bash
# Issue 17's budgets, measured as a user meets the tool: whole commands, start-up included, timed
# side by side by hyperfine against what a user would otherwise type, with the peak resident set
# of each command (GNU time's "Maximum resident set size") beside its time.
#
#   Benchmarks/commands.sh LIFELINE BENCH OUTPUT [GROUP...]
#     LIFELINE  the release `lifeline`;  BENCH  the release `LifelineBenchmarks`
#     OUTPUT    the Markdown file the groups' tables are written to (`-` for standard output)
#     GROUP     svg startup recording flows big text scale (default: all, in that order)
#
# `make bench` runs every group into BENCHMARKS.md's "Whole commands" part; `make bench-commands
# GROUPS='svg startup'` reruns some alone and prints them. Before each group the machine's load
# is recorded, with a warning when it was not quiet (other processes above QUIET_BUSY % of the CPU while it sits idle):
# ratios taken side by side survive a busy machine better than absolute times, which do not.
# Whole run: about 5 minutes on a quiet 2-core machine.
set -euo pipefail

LIFELINE=$(realpath "$1"); BENCH=$(realpath "$2"); OUTPUT=$3; shift 3
# The script works in a scratch folder (below), so a relative OUTPUT is resolved first: `make bench`
# passes BENCHMARKS.md, which would otherwise be appended inside the scratch folder and deleted with it.
[ "$OUTPUT" = "-" ] || OUTPUT=$(realpath "$OUTPUT")
# The committed scenario files, which the text group's `verify` row copies to 1,000.
SCENARIOS=$(realpath "$(dirname "$0")/../Samples/scenarios")
GROUPS_TO_RUN=("$@")
[ ${#GROUPS_TO_RUN[@]} -gt 0 ] || GROUPS_TO_RUN=(svg startup recording flows big text scale)
QUIET_BUSY=${QUIET_BUSY:-10}     # percent of CPU time other processes may take before a group
QUIET_SAMPLE=${QUIET_SAMPLE:-3}   # seconds sampled
RUNS=${RUNS:-20}
# How many times `once` repeats a linear flow in one process (group flows).
FLOW_REPEATS=${FLOW_REPEATS:-20}

for tool in hyperfine dot jq /usr/bin/time; do
    command -v "$tool" >/dev/null || { echo "commands.sh: needs $tool (apt-get install hyperfine graphviz jq time)" >&2; exit 2; }
done

SCRATCH=$(mktemp -d /tmp/lifeline-commands.XXXXXX)
trap 'rm -rf "$SCRATCH"' EXIT
cd "$SCRATCH"
REPORT="$SCRATCH/report.md"
: > "$REPORT"

say() { printf '%s\n' "$*" >> "$REPORT"; }

# The load before a group, and a warning when the machine was not quiet. The 1-minute load average
# still carries the previous group's own benchmark for a minute or so (it decays with a one-minute
# time constant), so it cannot say alone whether something else is running: the warning goes by
# the share of CPU time other processes took while the script sat idle for QUIET_SAMPLE seconds
# (/proc/stat before and after), which the previous group no longer adds to. Both are reported.
busy_percent() {
    local a b
    read -r _ a1 a2 a3 a4 a5 a6 a7 a8 _ < /proc/stat
    sleep "$QUIET_SAMPLE"
    read -r _ b1 b2 b3 b4 b5 b6 b7 b8 _ < /proc/stat
    a=$((b1 + b2 + b3 + b6 + b7 + b8 - a1 - a2 - a3 - a6 - a7 - a8))   # user nice system irq softirq steal
    b=$((a + b4 + b5 - a4 - a5))                                        # plus idle and iowait
    awk -v busy="$a" -v all="$b" 'BEGIN { printf "%.0f", (all > 0 ? 100 * busy / all : 0) }'
}
load_line() {
    local load busy; load=$(cut -d' ' -f1-3 /proc/loadavg); busy=$(busy_percent)
    say ""
    say "Before this group: CPU ${busy} % busy over ${QUIET_SAMPLE} s with the benchmark idle; load average $load."
    if [ "$busy" -gt "$QUIET_BUSY" ]; then
        say ""
        say "> **Warning: the machine was not quiet** (other processes took ${busy} % of the CPU > ${QUIET_BUSY} %): absolute times below are a busy machine's; only the side-by-side ratios mean much. Rerun this group alone: \`make bench-commands GROUPS=$1\`."
    fi
}

# Peak resident set of one run of a shell command, in MiB.
peak_mib() {
    /usr/bin/time -v sh -c "$1" 2>&1 >/dev/null | awk -F': ' '/Maximum resident set size/ { printf "%.1f", $2 / 1024 }'
}

# hyperfine over the commands (name=command pairs), side by side: each command's runs, the next's,
# in one hyperfine run after warm-ups, then the same again in the reverse order, so that a drift
# in the machine's load shows as a difference between the two passes. Prints one table row per
# command: mean, σ, peak RSS; the means land in MEANS (ms) by name.
declare -A MEANS
time_commands() {
    local names=() commands=() pair
    for pair in "$@"; do names+=("${pair%%=*}"); commands+=("${pair#*=}"); done
    local -a reversed=()
    local index
    for ((index = ${#commands[@]} - 1; index >= 0; index--)); do reversed+=("${commands[index]}"); done
    # No shell unless a command needs one (a pipe, a redirection); hyperfine then subtracts the
    # shell's own start-up, so a pipe is timed as what it runs.
    local shell=(-N)
    [[ "${commands[*]}" == *[\|\>]* ]] && shell=()
    # Heavy groups (RUNS=5) warm up once: a 1,000,000-event command takes seconds.
    local warmup=3
    [ "$RUNS" -le 5 ] && warmup=1
    hyperfine "${shell[@]}" --style none --warmup "$warmup" --runs "$RUNS" --export-json pass1.json "${commands[@]}" >/dev/null
    hyperfine "${shell[@]}" --style none --warmup 1 --runs "$RUNS" --export-json pass2.json "${reversed[@]}" >/dev/null
    say ""
    say "| command | mean (pass 1) | mean (pass 2, reversed) | σ | peak RSS |"
    say "|---|---:|---:|---:|---:|"
    for index in "${!commands[@]}"; do
        local first second sigma
        first=$(jq -r ".results[$index].mean * 1000" pass1.json)
        second=$(jq -r ".results[$(( ${#commands[@]} - 1 - index ))].mean * 1000" pass2.json)
        sigma=$(jq -r ".results[$index].stddev * 1000" pass1.json)
        MEANS[${names[index]}]=$(awk -v a="$first" -v b="$second" 'BEGIN { printf "%.3f", (a + b) / 2 }')
        say "| \`${commands[index]//|/\\|}\` | $(printf '%.1f' "$first") ms | $(printf '%.1f' "$second") ms | $(printf '%.1f' "$sigma") ms | $(peak_mib "${commands[index]}") MiB |"
    done
}

ratio() { awk -v a="${MEANS[$1]}" -v b="${MEANS[$2]}" 'BEGIN { printf "%.2f", a / b }'; }
verdict() { awk -v v="$1" -v op="$2" -v t="$3" 'BEGIN { ok = (op == ">=") ? v >= t : v <= t; print ok ? "met" : "MISSED" }'; }

group_svg() {
    say "### 1. SVG as a command"
    say ""
    say "\`lifeline trace S -o x.svg\` against the pipe a user would otherwise type, \`lifeline trace S --format dot | dot -Tsvg > y.svg\`. Budget: the pipe / the command ≥ 3 at 10 to 30 events, ≥ 2 at about 100."
    load_line svg
    say ""
    say "| strategy (events) | command | pipe | pipe / command | budget | verdict |"
    say "|---|---:|---:|---:|---|---|"
    local rows=() strategy events budget
    for strategy in appearance-transition-disappear:14:3 root-window:33:3 pop-to-root:92:2 observer:118:2; do
        IFS=: read -r name events budget <<< "$strategy"
        MEANS=()
        local saved=$REPORT; REPORT=$SCRATCH/detail.md
        time_commands "command=$LIFELINE trace $name -o x.svg" "pipe=$LIFELINE trace $name --format dot | dot -Tsvg > y.svg"
        REPORT=$saved
        local r; r=$(ratio pipe command)
        rows+=("| $name ($events) | $(printf '%.1f' "${MEANS[command]}") ms | $(printf '%.1f' "${MEANS[pipe]}") ms | ${r}× | ≥ ${budget}× | $(verdict "$r" ">=" "$budget") |")
    done
    printf '%s\n' "${rows[@]}" >> "$REPORT"
    say ""
    say "Per command, both passes and peak memory:"
    cat "$SCRATCH/detail.md" >> "$REPORT"; : > "$SCRATCH/detail.md"
}

group_startup() {
    say "### 2. Start-up"
    say ""
    say "Budget: \`lifeline trace root-window\` (text) within 2× of \`lifeline --help\`."
    load_line startup
    MEANS=()
    time_commands "help=$LIFELINE --help" "trace=$LIFELINE trace root-window" "file=$LIFELINE trace $SCRATCH/flow.yaml"
    local r; r=$(ratio trace help)
    say ""
    say "trace / help: **${r}×** (budget ≤ 2×): $(verdict "$r" "<=" 2). The third command runs the same scenario from a file (\`strategies --source root-window\`), read and parsed once."
}

group_recording() {
    say "### 3. Recording"
    say ""
    say "In process (\`LifelineBenchmarks --only recording\`): the bare recorder (lower bound), the print tracer and the limit; then the model's own path, \`Responder.emit\` under appearance transitions, cold and warm, beside \`print(\"\\(self) \\(#function)\")\` to standard output redirected to a file."
    load_line recording
    say ""
    "$BENCH" --only recording 2>/dev/null | grep '^|' >> "$REPORT" || true
}

group_flows() {
    say "### 4. Linear flows"
    say ""
    say "\`LifelineBenchmarks once OP N $FLOW_REPEATS\` as whole processes (the flow run $FLOW_REPEATS times in the process, so that a step weighs more than start-up); time per step = (t(N) − t(1)) / ($FLOW_REPEATS (N − 1)), each N beside the others in one hyperfine run. Budget: per step at the long flow (400 pushes, 100 presentations, 1,000 children) within 1.3× of per step at 50. The growth table gives every size; instruction counts for the same sizes are in the profiling note (section 18)."
    load_line flows
    say ""
    say "| flow | steps | per step | per step / at 50 | budget | verdict |"
    say "|---|---:|---:|---:|---|---|"
    local rows=() flow name sizes size
    for flow in pushes:50,100,200,400 presents:25,50,100 children:50,200,1000; do
        IFS=: read -r name sizes <<< "$flow"
        IFS=, read -r -a sizes <<< "$sizes"
        MEANS=()
        local saved=$REPORT; REPORT=$SCRATCH/detail.md
        local commands=("one=$BENCH once $name 1 $FLOW_REPEATS")
        for size in "${sizes[@]}"; do commands+=("n$size=$BENCH once $name $size $FLOW_REPEATS"); done
        time_commands "${commands[@]}"
        REPORT=$saved
        local per50 per r long=${sizes[${#sizes[@]} - 1]}
        per50=$(awk -v s="${MEANS[n50]}" -v o="${MEANS[one]}" -v r="$FLOW_REPEATS" 'BEGIN { printf "%.4f", (s - o) / 49 / r }')
        for size in "${sizes[@]}"; do
            per=$(awk -v s="${MEANS[n$size]}" -v o="${MEANS[one]}" -v n="$size" -v r="$FLOW_REPEATS" 'BEGIN { printf "%.4f", (s - o) / (n - 1) / r }')
            r=$(awk -v a="$per" -v b="$per50" 'BEGIN { printf "%.2f", a / b }')
            if [ "$size" = "$long" ]; then
                # A step shorter than the noise of start-up gives a negative difference: no verdict.
                local v; v=$(awk -v a="$per" -v b="$per50" 'BEGIN { exit !(a > 0 && b > 0) }' && verdict "$r" "<=" 1.3 || echo "noise (rerun)")
                rows+=("| $name | $size | $per ms | ${r}× | ≤ 1.3× | $v |")
            else
                rows+=("| $name | $size | $per ms | ${r}× | – | – |")
            fi
        done
    done
    printf '%s\n' "${rows[@]}" >> "$REPORT"
    say ""
    cat "$SCRATCH/detail.md" >> "$REPORT"; : > "$SCRATCH/detail.md"
}

group_big() {
    say "### 5. Big traces to SVG"
    say ""
    say "A 1,000,000-event trace (\`LifelineBenchmarks once write-trace\`, the encoding corpus: 43 MB as text, and the same trace as JSON, \`lifeline render big.trace --format json\`, 207 MB) drawn by \`lifeline render\` in each diagram kind, as whole commands. Budget: ≤ 1 s and ≤ 200 MiB peak resident set per command. The comparison diagram is drawn by \`lifeline compare\` of two saved traces: the same trace as text and as JSON (every callback shared), and the text trace against a copy without its \`viewIsAppearing\` callbacks (\`drop.trace\`: one callback in 40 differs, about 23,000 differences, past the aligner's bounded search), each two 1,000,000-event traces read by one command."
    load_line big
    "$BENCH" once write-trace 1000000 big.trace >/dev/null
    "$LIFELINE" render big.trace --format json -o big.json
    grep -v viewIsAppearing big.trace > drop.trace
    MEANS=()
    local saved=$REPORT; REPORT=$SCRATCH/detail.md
    RUNS=5 time_commands "sequence-text=$LIFELINE render big.trace -o big.svg" "states-text=$LIFELINE render big.trace --diagram states -o states.svg" \
        "sequence-json=$LIFELINE render big.json -o big.svg" "states-json=$LIFELINE render big.json --diagram states -o states.svg" \
        "comparison-same=$LIFELINE compare big.trace big.json -o compare.svg" "comparison-differing=$LIFELINE compare big.trace drop.trace -o compare.svg"
    REPORT=$saved
    say ""
    say "| diagram, input | time | peak RSS | budget | verdict (time, memory) |"
    say "|---|---:|---:|---|---|"
    local row kind input peak
    for row in sequence-text:"render big.trace" states-text:"render big.trace --diagram states" sequence-json:"render big.json" \
        states-json:"render big.json --diagram states" comparison-same:"compare big.trace big.json" comparison-differing:"compare big.trace drop.trace"; do
        kind=${row%%:*}; input=${row#*:}
        peak=$(peak_mib "$LIFELINE $input -o x.svg")
        say "| ${kind/-/, } | $(printf '%.0f' "${MEANS[$kind]}") ms | $peak MiB | ≤ 1,000 ms, ≤ 200 MiB | $(verdict "${MEANS[$kind]}" "<=" 1000), $(verdict "$peak" "<=" 200) |"
    done
    say ""
    say "Per command, both passes:"
    cat "$SCRATCH/detail.md" >> "$REPORT"; : > "$SCRATCH/detail.md"
}

group_text() {
    say "### 6. Text as fast as JSON"
    say ""
    say "Encoding the 1,000,000-event corpus, each in a whole process that first makes the trace (\`once corpus\`, subtracted). Budget: text no more per event than JSON."
    load_line text
    MEANS=()
    RUNS=5 time_commands "corpus=$BENCH once corpus 1000000" "text=$BENCH once encode-text 1000000 3" "json=$BENCH once encode-json 1000000 3"
    local text json
    text=$(awk -v t="${MEANS[text]}" -v c="${MEANS[corpus]}" 'BEGIN { printf "%.3f", (t - c) / 3 / 1000 }')
    json=$(awk -v t="${MEANS[json]}" -v c="${MEANS[corpus]}" 'BEGIN { printf "%.3f", (t - c) / 3 / 1000 }')
    say ""
    say "Per event: text ${text} µs, JSON ${json} µs: $(verdict "$(awk -v a="$text" -v b="$json" 'BEGIN { print a / b }')" "<=" 1)."
    # What the text writer gains a user: `verify` of 1,000 scenario files (the committed ones, copied
    # round in folders until there are 1,000), each run and its trace written as text and compared
    # with a golden recorded first. The figure before the text writer was rewritten (main at
    # d9bf6c6) is in Benchmarks/Profiling.md, section 20; a build that old cannot be timed here.
    local index=0 folder file
    while [ "$index" -lt 1000 ]; do
        folder=$(printf 'verify/%02d' $((index / 100)))
        mkdir -p "$folder"
        while IFS= read -r file && [ "$index" -lt 1000 ]; do
            cp "$file" "$folder/$(printf '%04d' "$index")-$(basename "$file")"
            index=$((index + 1))
        done < <(find "$SCENARIOS" -name '*.yaml' | sort)
    done
    "$LIFELINE" verify --record verify > /dev/null
    MEANS=()
    RUNS=5 time_commands "verify=$LIFELINE verify verify"
    say ""
    say "\`lifeline verify\` of 1,000 scenario files: $(printf '%.1f' "${MEANS[verify]}") ms, $(awk -v v="${MEANS[verify]}" 'BEGIN { printf "%.2f", v / 1000 }') ms a file."
}

group_scale() {
    say "### 7. Scale"
    say ""
    say "\`LifelineBenchmarks once load N\` (root-window load of a controller with N views) as whole processes, alternating one run of each size (1, 10,000, 100,000 views, then again), so that a drift in the machine's load reaches both sizes alike; load time = median t(N) − median t(1). Budget: ≤ 10 ms at 10,000 views, linear to 100,000 (time per view at 100,000 within 1.3× of at 10,000). The in-process figures (\`--only scale\`) alternate the same way."
    load_line scale
    local round command size
    declare -A SAMPLES=([1]="" [10000]="" [100000]="")
    for size in 1 10000 100000; do "$BENCH" once load "$size" >/dev/null; done  # warm-up
    for ((round = 0; round < RUNS; round++)); do
        for size in 1 10000 100000; do
            hyperfine -N --style none --warmup 0 --runs 1 --export-json one-run.json "$BENCH once load $size" >/dev/null
            SAMPLES[$size]+="$(jq -r '.results[0].mean * 1000' one-run.json) "
        done
    done
    median() { tr ' ' '\n' | grep . | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
    local one ten hundred
    one=$(median <<< "${SAMPLES[1]}"); ten=$(median <<< "${SAMPLES[10000]}"); hundred=$(median <<< "${SAMPLES[100000]}")
    ten=$(awk -v t="$ten" -v o="$one" 'BEGIN { printf "%.2f", t - o }')
    hundred=$(awk -v t="$hundred" -v o="$one" 'BEGIN { printf "%.2f", t - o }')
    local r; r=$(awk -v a="$hundred" -v b="$ten" 'BEGIN { printf "%.2f", a / b / 10 }')
    say ""
    say "| figure | value | budget | verdict |"
    say "|---|---:|---|---|"
    say "| root-window load, 10,000 views | ${ten} ms | ≤ 10 ms | $(verdict "$ten" "<=" 10) |"
    say "| root-window load, 100,000 views | ${hundred} ms | – | – |"
    say "| time per view, 100,000 / 10,000 | ${r}× | ≤ 1.3× | $(verdict "$r" "<=" 1.3) |"
    say ""
    say "$RUNS alternating rounds; start-up (\`once load 1\`, median $(printf '%.1f' "$one") ms) subtracted."
}

"$LIFELINE" strategies --source root-window > "$SCRATCH/flow.yaml"
say "## Whole commands (issue 17)"
say ""
say "Written by \`make bench\` (\`Benchmarks/commands.sh\`); rerun a group alone with \`make bench-commands GROUPS=NAME\`. hyperfine $(hyperfine --version | cut -d' ' -f2), $RUNS runs after warm-ups, twice (the second pass in reverse order); peak RSS from \`/usr/bin/time -v\`, one run."
for group in "${GROUPS_TO_RUN[@]}"; do
    echo "commands: $group…" >&2
    say ""
    "group_$group"
done

if [ "$OUTPUT" = "-" ]; then
    cat "$REPORT"
else
    cat "$REPORT" >> "$OUTPUT"
fi
