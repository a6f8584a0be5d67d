#!/bin/sh
# Compiles the class library into OUTDIR (default: build/classlib).
# Skips the compilation when no source file is newer than OUTDIR/.stamp.
set -e
here=$(cd "$(dirname "$0")" && pwd)
out=${1:-build/classlib}
mkdir -p "$out"
out=$(cd "$out" && pwd)
stamp="$out/.stamp"
if [ -f "$stamp" ] && [ -z "$(find "$here/java" -name '*.java' -newer "$stamp" | head -n 1)" ]; then
    exit 0
fi
list="$out/.sources"
find "$here/java" -name '*.java' | sort > "$list"
# -nowarn and -Xlint:none keep the output quiet; the library is Java 8 language level.
javac -source 8 -target 8 -bootclasspath "$out" -encoding UTF-8 -g -nowarn -Xlint:none -XDsuppressNotes \
    -d "$out" @"$list"
rm -f "$list"
touch "$stamp"
