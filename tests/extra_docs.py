"""Extra tests: the help texts and the README agree with the code.

- Every option `minivm -help` lists is accepted: each is run (with a value for its
  placeholder) on a small program, which must print its normal output and exit 0. An option
  written `-X[:<option>,...]` is followed by its sub-options, one a line in the description
  column; each is run as `-X:<sub-option>` (after `rotate=64m,` when its description says
  "with rotate=").
- Every option the README's "Using it" section names appears in `minivm -help`.
- Every command `minivm-trace --help` lists runs on a small trace and exits 0, and so does
  each with every option its synopsis shows, for every value alternative (`--format
  table|csv`: both).
- The worked examples of docs/analysis-guide.md: every `$ ` command of its code blocks runs
  (the traced programs first, then the analyses, in the page's order) and prints the output
  shown under it, up to what varies from run to run (times, pids, dates, addresses, shares
  of run time, which pause is the longest, the count of region moves and the events file's
  size); a `...` line stands for any lines.
"""
import os
import re
import shlex
import shutil
import subprocess
import tempfile

# Values for the placeholders of the help text, by option; then by placeholder.
VALUE_FOR_OPTION = {"-Xss": "1m", "-Xmn": "16m", "-Xms": "32m", "-Xmx": "128m",
                    "NewRatio": "2", "SurvivorRatio": "8", "MaxTenuringThreshold": "15",
                    "ParallelGCThreads": "2", "GCStressInterval": "500", "threshold": "100",
                    "stacks": "64", "rotate": "64m", "deviation": "0.5", "level": "3",
                    "partial": "0.5"}
VALUE_FOR_PLACEHOLDER = {"size": "64m", "n": "10", "codec": "zstd"}
# The sub-option list of an option written like this in the help text.
SUBOPTIONS = "[:<option>,...]"
# What a sub-option needs before it when its description says "with rotate=".
ROTATE_FIRST = "rotate=64m,"

# Options that take the next word as their value.
TAKES_NEXT = {"-cp": "CLASSES", "-classpath": "CLASSES", "--class-path": "CLASSES"}
# Options that end the run at once (no program).
STANDALONE = {"-version", "-help", "-h", "-?", "--help"}

PROGRAM = "DocsHello"
SOURCE = """public class DocsHello {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 20000; i++) { sb.setLength(0); sb.append(i); }
        System.out.println("hello " + sb);
    }
}
"""


def _help_options(text):
    """The option words of the help text: lines `  -opt...` and their comma-separated
    alternatives (the first column only). Returns (word, subs): subs, for a word ending in
    SUBOPTIONS, the (sub-option, description) lines that follow it, else []."""
    opts = []
    for line in text.splitlines():
        if re.match(r"^  +-", line):
            head = re.split(r"\s{2,}", line.strip())[0]
            for word in re.split(r",\s+(?=-)", head):
                word = word.strip()
                if word:
                    opts.append((word, []))
            continue
        m = re.match(r"^ {20}([a-z]+(?:=<[a-z]+>|\[=[a-z]+\])?)(?:\s{2,}(.*))?$", line)
        if m and opts and opts[-1][0].endswith(SUBOPTIONS):
            opts[-1][1].append((m.group(1), m.group(2) or ""))
    return opts


def _expand(word, subs, classes, plans):
    """Concrete command-line forms of one help-text option word and its sub-options (a list
    of argument lists), or a string: why it cannot be expanded."""
    if word.endswith(SUBOPTIONS):
        base = word[:-len(SUBOPTIONS)]
        if not subs:
            return "option %r lists no sub-options" % word
        forms = [[base]]
        for sub, desc in subs:
            first = ROTATE_FIRST if "with rotate=" in desc else ""
            m = re.match(r"^([a-z]+)\[=([a-z]+)\]$", sub)
            vals = [m.group(1), m.group(1) + "=" + m.group(2)] if m else _fill(sub, plans)
            if isinstance(vals, str):
                return vals[1:]
            forms += [[base + ":" + first + v] for v in vals]
        return forms
    name = word.split()[0]
    if name in TAKES_NEXT:                # "-cp <path>": takes the next word
        return [[name, classes]]
    if " <" in word:
        return "option %r takes an argument this test does not know" % word
    if word.startswith("-D<"):
        return [["-Ddocs.k=v"]]
    m = re.match(r"^([^\[]*)\[([^\]]*)\]$", word)
    if m:                                 # "-Xtrace[:a=<x>,b]": bare, and each sub-option
        base, subs = m.group(1), m.group(2).lstrip(":")
        forms = [[base]]
        for sub in subs.split(","):
            val = _fill(sub.strip(), plans)
            if isinstance(val, str) and val.startswith("!"):
                return val[1:]
            for v in val:
                forms.append([base + ":" + v])
        return forms
    val = _fill(word, plans)
    if isinstance(val, str):
        return val[1:]
    return [[v] for v in val]


def _fill(word, plans):
    """The word with its <placeholder> replaced by concrete values (a list of strings), or
    '!why' when a placeholder is unknown."""
    m = re.search(r"<([^>]+)>", word)
    if not m:
        return [word]
    ph = m.group(1)
    if ph == "plan":
        return [word[:m.start()] + p + word[m.end():] for p in plans]
    key = re.sub(r"^[-+:X]*(XX:)?[+-]?", "", word[:m.start()]).rstrip("=")
    key = key.split(":")[-1] if key else word[:m.start()]
    val = VALUE_FOR_OPTION.get(key) or VALUE_FOR_OPTION.get(word[:m.start()])
    if val is None:
        val = VALUE_FOR_PLACEHOLDER.get(ph)
    if val is None:
        if ph == "dir" or ph == "file":
            val = "docs-trace"
        else:
            return "!unknown placeholder <%s> in %r: teach tests/extra_docs.py" % (ph, word)
    return [word[:m.start()] + val + word[m.end():]]


def _plans(ctx):
    return ctx.gc_plans()


def _compile(ctx, work):
    src = os.path.join(work, PROGRAM + ".java")
    with open(src, "w") as f:
        f.write(SOURCE)
    javac = os.environ.get("JAVAC", "javac")
    rc, out, err = ctx.run([javac, "-d", work, src], timeout=120)
    if rc != 0:
        return "javac failed: " + err.decode("utf-8", "replace")
    return None


def _minivm_help_test(ctx):
    def fn():
        rc, out, err = ctx.run([ctx.vm, "-help"], timeout=30)
        if rc != 0:
            return False, "minivm -help exit code %r" % rc
        text = out.decode("utf-8", "replace")
        words = _help_options(text)
        if len(words) < 10:
            return False, "found only %d options in the help text" % len(words)
        work = tempfile.mkdtemp(prefix="minivm-docs-")
        try:
            problem = _compile(ctx, work)
            if problem:
                return False, problem
            plans = _plans(ctx)
            problems, checked = [], 0
            for word, subs in words:
                forms = _expand(word, subs, work, plans)
                if isinstance(forms, str):
                    problems.append(forms)
                    continue
                for form in forms:
                    if form[0] in STANDALONE:
                        cmd = [ctx.vm] + form
                    elif form[0] in TAKES_NEXT:
                        cmd = [ctx.vm] + form + [PROGRAM]
                    else:
                        cmd = [ctx.vm] + form + ["-cp", work, PROGRAM]
                    rc, out, err = _run_in(cmd, work)
                    checked += 1
                    text_out = out.decode("utf-8", "replace")
                    if rc != 0:
                        problems.append("%s: exit code %r: %s" % (" ".join(form), rc,
                                        err.decode("utf-8", "replace").strip()[:200]))
                    elif form[0] not in STANDALONE and "hello 19999" not in text_out:
                        problems.append("%s: program output missing: %r" % (" ".join(form), text_out[:200]))
            if problems:
                return False, "\n".join(problems)
            return True, "%d option forms accepted" % checked
        finally:
            shutil.rmtree(work, ignore_errors=True)
    return fn


def _run_in(cmd, cwd):
    """Runs cmd in cwd (default trace files land there): (rc, stdout, stderr)."""
    try:
        p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=120)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return None, b"", b"timeout"


def _readme_options_test(ctx):
    def fn():
        with open(os.path.join(ctx.root, "README.md"), encoding="utf-8") as f:
            readme = f.read()
        rc, out, err = ctx.run([ctx.vm, "-help"], timeout=30)
        help_text = out.decode("utf-8", "replace")
        m = re.search(r"Options \(`build/minivm -help`\):(.*?)\n\n", readme, re.S)
        if not m:
            return False, "README has no 'Options (`build/minivm -help`):' paragraph"
        missing = []
        for opt in " ".join(re.findall(r"`(-[^`]+)`", m.group(1))).split():
            stem = re.split(r"[<\[=]", opt)[0]
            if stem not in help_text:
                missing.append(opt)
        if missing:
            return False, "README options not in minivm -help: " + ", ".join(missing)
        return True, ""
    return fn


# minivm-trace: values for the placeholders of the synopses, by (option, placeholder), then
# by placeholder; "..." (an option described at another command) by option.
TRACE_VALUE_FOR = {("--to", "GC"): "2", ("--from", "GC"): "1"}
TRACE_PLACEHOLDER = {"N": "1", "MS": "1", "KEYS": "type,site", "EXPR": "size>0", "K": "3",
                     "GC": "1", "last": "last"}
TRACE_ELLIPSIS = {"--group-by": "type,site", "--where": "size>0", "--format": "csv"}


def _trace_synopses(text):
    """{command: its synopsis}: the help line naming `command TRACE`, with the continuation
    lines that start with an option bracket."""
    synopses, last = {}, None
    for line in text.splitlines():
        m = (re.match(r"^\s*(?:Usage:\s*)?minivm-trace\s+([a-z][a-z-]*)\s+(?:TRACE|DIR)\b(.*)", line) or
             re.match(r"^  ([a-z][a-z-]*)\s+(?:TRACE|DIR)\b(.*)", line))
        if m:
            last = m.group(1)
            synopses.setdefault(last, "")
            rest = m.group(2)                 # options, then (after 3 spaces) the description
            synopses[last] += "" if re.match(r"^\s{3,}", rest) else " " + re.split(r"\s{3,}", rest.strip())[0]
        elif last and re.match(r"^ {10,}\[", line):
            synopses[last] += " " + re.split(r"\s{3,}", line.strip())[0]
        else:
            last = None
    return synopses


def _trace_option_forms(synopsis, work):
    """The (option, value) pairs to try for one synopsis, or a string: why not."""
    forms = []
    for m in re.finditer(r"(?<![\w-])(-{1,2}[a-z][a-z-]*(?:\|-{1,2}[a-z][a-z-]*)*)(?: ([A-Za-z.|]+))?", synopsis):
        names, ph = m.group(1).split("|"), m.group(2)
        for name in names:
            if ph is None:
                forms.append((name, None))
            elif ph == "...":
                if name not in TRACE_ELLIPSIS:
                    return "no value for %s ... (teach tests/extra_docs.py)" % name
                forms.append((name, TRACE_ELLIPSIS[name]))
            elif ph.startswith("OUT."):
                forms.append((name, os.path.join(work, "out" + ph[3:])))
            else:
                for alt in ph.split("|"):
                    val = TRACE_VALUE_FOR.get((name, alt), TRACE_PLACEHOLDER.get(alt))
                    if val is None and alt.islower():
                        val = alt                     # a literal: table, csv, json, chrome
                    if val is None:
                        return "no value for %s %s (teach tests/extra_docs.py)" % (name, alt)
                    forms.append((name, val))
    return forms


def _trace_help_test(ctx):
    def fn():
        tool = os.path.join(ctx.build, "minivm-trace")
        rc, out, err = ctx.run([tool, "--help"], timeout=30)
        if rc != 0:
            return False, "minivm-trace --help exit code %r" % rc
        text = out.decode("utf-8", "replace") + err.decode("utf-8", "replace")
        synopses = _trace_synopses(text)
        commands = list(synopses)
        if len(commands) < 3:
            return False, "found only %r in minivm-trace --help" % commands
        work = tempfile.mkdtemp(prefix="minivm-docs-trace-")
        try:
            problem = _compile(ctx, work)
            if problem:
                return False, problem
            trace = os.path.join(work, "t")
            rc, out, err = ctx.run([ctx.vm, "-Xmx32m", "-Xtrace:file=%s,verify,pointers" % trace,
                                    "-XX:GCStressInterval=3000", "-cp", work, PROGRAM], timeout=120)
            if rc != 0:
                return False, "traced run failed: " + err.decode("utf-8", "replace")[:300]
            problems, runs = [], 0
            for cmd in commands:
                # The options a command needs.
                need = {"report": [("--html", os.path.join(work, "r.html"))],
                        "diff": [("--from", "1"), ("--to", "2")], "path": [("--to", 'type~"*"')],
                        "hprof": [("-o", os.path.join(work, "h.hprof"))]}.get(cmd, [])
                tries = [need]
                forms = _trace_option_forms(synopses[cmd], work)
                if isinstance(forms, str):
                    problems.append("minivm-trace %s: %s" % (cmd, forms))
                    continue
                for name, val in forms:
                    alias = {"--output": "-o"}.get(name, name)
                    tries.append([(n, v) for n, v in need if n != alias] + [(name, val)])
                m = re.match(r"^\s*\[([a-z]+(?:\|[a-z]+)+)\]", synopses[cmd])   # dump's file
                for word in (m.group(1).split("|") if m else []):
                    tries.append([(word, None)])
                for opts in tries:
                    args = [tool, cmd, trace]
                    for n, v in opts:
                        args += [n] if v is None else [n, v]
                    rc, out, err = ctx.run(args, timeout=120)
                    runs += 1
                    if rc != 0:
                        problems.append("%s: exit code %r: %s" % (
                            " ".join(["minivm-trace"] + args[1:2] + args[3:]), rc,
                            err.decode("utf-8", "replace").strip()[:200]))
            if problems:
                return False, "\n".join(problems)
            return True, "%d runs of the commands %s" % (runs, " ".join(commands))
        finally:
            shutil.rmtree(work, ignore_errors=True)
    return fn


def _mask(text):
    """The text with what varies from run to run replaced by placeholders."""
    subs = [(r"\d+\.\d+ ms", "T ms"), (r"0x[0-9a-f]{6,}", "ADDR"), (r"pid \d+", "pid P"),
            (r"started [\d-]+ [\d:]+", "started D"), (r"\d+\.\d% of the run", "P% of the run"),
            (r"run time: [\d.]+", "run time: T"), (r"longest T ms \(GC \d+\)", "longest T ms (GC n)"),
            (r"\d+ regions \(", "N regions ("), (r"events file: .*", "events file: E"),
            (r"(?m)^ +[\d.]+( +(?:\d+|end) )", r" T\1"), (r'"dur":\d+', '"dur":N')]
    for pat, rep in subs:
        text = re.sub(pat, rep, text)
    return text


def _guide_examples(doc):
    """The `$ command` lines of the page's indented code blocks with their expected output."""
    examples, lines, i = [], doc.splitlines(), 0
    while i < len(lines):
        if not lines[i].startswith("    $ "):
            i += 1
            continue
        cmd, out = lines[i][6:], []
        i += 1
        while i < len(lines) and lines[i].startswith("    ") and not lines[i].startswith("    $ "):
            out.append(lines[i][4:])
            i += 1
        examples.append((cmd, out))
    return examples


def _matches(expected, got):
    if "..." in expected:
        k = expected.index("...")
        tail = len(expected) - k - 1
        return (len(got) >= len(expected) - 1 and _mask("\n".join(got[:k])) == _mask("\n".join(expected[:k]))
                and _mask("\n".join(got[len(got) - tail:])) == _mask("\n".join(expected[k + 1:])))
    return _mask("\n".join(got)) == _mask("\n".join(expected))


def _guide_test(ctx):
    def fn():
        with open(os.path.join(ctx.root, "docs", "analysis-guide.md"), encoding="utf-8") as f:
            examples = _guide_examples(f.read())
        if len(examples) < 15:
            return False, "found only %d examples in docs/analysis-guide.md" % len(examples)
        work = tempfile.mkdtemp(prefix="minivm-docs-guide-")
        try:
            classes = os.path.join(work, "ac")
            srcs = sorted(os.path.join(ctx.root, "tests", "analysis", f)
                          for f in os.listdir(os.path.join(ctx.root, "tests", "analysis")) if f.endswith(".java"))
            rc, out, err = ctx.run([os.environ.get("JAVAC", "javac"), "-d", classes] + srcs, timeout=120)
            if rc != 0:
                return False, "javac failed: " + err.decode("utf-8", "replace")[:300]
            # -Xint: a method the JIT compiles while the program runs (it depends on the load)
            # would add compiled code's allocation sites and change the counts; one GC worker:
            # when a second one joins a scavenge (timing) decides which survivors overflow.
            tools = {"minivm": shlex.quote(ctx.vm) + " -Xint -XX:ParallelGCThreads=1", "minivm-trace": shlex.quote(os.path.join(ctx.build, "minivm-trace")),
                     "cc": os.environ.get("CC", "cc")}
            # The page compiles into /tmp/ac and the plugin into /tmp/size.so: here, into work.
            def concrete(cmd):
                cmd = cmd.replace("/tmp/ac", classes).replace("/tmp/size.so", os.path.join(work, "size.so"))
                word, _, rest = cmd.partition(" ")
                return tools.get(word, shlex.quote(word)) + " " + rest
            runs = [e for e in examples if e[0].split()[0] in ("minivm", "cc")]
            runs += [e for e in examples if e not in runs]
            problems = []
            for cmd, expected in runs:
                # The cc line names repository paths; every other command works in work.
                cwd = ctx.root if cmd.startswith("cc ") else work
                try:
                    p = subprocess.run(["bash", "-c", concrete(cmd)], cwd=cwd, stdout=subprocess.PIPE,
                                       stderr=subprocess.PIPE, timeout=300)
                except subprocess.TimeoutExpired:
                    problems.append("$ %s: timeout" % cmd)
                    continue
                got = p.stdout.decode("utf-8", "replace").rstrip("\n").splitlines()
                if p.returncode != 0 or not _matches(expected, got):
                    problems.append("$ %s (exit %d)\n--- the page:\n%s\n--- now:\n%s%s" % (
                        cmd, p.returncode, "\n".join(expected), "\n".join(got),
                        p.stderr.decode("utf-8", "replace")[:300]))
            if problems:
                return False, "\n".join(problems)
            return True, "%d examples" % len(examples)
        finally:
            shutil.rmtree(work, ignore_errors=True)
    return fn


def extra_tests(ctx):
    return [("docs/minivm-help-options", _minivm_help_test(ctx)),
            ("docs/readme-options", _readme_options_test(ctx)),
            ("docs/minivm-trace-help", _trace_help_test(ctx)),
            ("docs/analysis-guide-examples", _guide_test(ctx))]
