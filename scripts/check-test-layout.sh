#!/usr/bin/env bash
# Checks that every unit-test module under crates/*/src follows the one
# layout (docs/testing.md): the tests of `<stem>.rs` live in
# `<stem>/tests.rs` (of `lib.rs`, `main.rs` or `mod.rs`: `tests.rs` in the
# same directory), declared as the last item of the parent file by
#     #[cfg(test)]
#     mod tests;
# Offenders: a `#[path]` attribute on a test module, an inline test module
# (`mod tests { ... }`, or any `#[cfg(test)]` module with a body), a test
# module named other than `tests` (`foo_tests`), a `*_tests.rs` or
# `tests/mod.rs` file, and a `tests.rs` that its parent does not declare
# last. Shared test helpers are `#[cfg(test)]` file modules with a name of
# their own (`dxso/test_tokens.rs`). Not unit tests, so not checked:
# crates/wgd3d9-tests, crates/*/tests (integration tests) and
# crates/wgd3d9-tools/src/bin.
#   bash scripts/check-test-layout.sh
set -euo pipefail
cd "$(dirname "$0")/.."

files() {
    find crates/*/src "$@" -not -path 'crates/wgd3d9-tests/*' -not -path 'crates/wgd3d9-tools/src/bin/*' | LC_ALL=C sort
}

offenders=$(
    # Misnamed test files.
    files -name '*_tests.rs' | sed 's/$/: a test file named *_tests.rs/'
    files -path '*/tests/mod.rs' | sed 's/$/: a test module in tests\/mod.rs/'

    # Module declarations: the attributes before each `mod NAME` item (an
    # attribute may span lines), then the item itself.
    files -name '*.rs' | xargs awk '
        FNR == 1 { attrs = ""; depth = 0 }
        depth > 0 {
            attrs = attrs " " $0
            depth += gsub(/\[/, "[") - gsub(/\]/, "]")
            next
        }
        /^[[:space:]]*(\/\/.*)?$/ { next }
        /^[[:space:]]*#\[/ {
            attrs = attrs " " $0
            depth = gsub(/\[/, "[") - gsub(/\]/, "]")
            next
        }
        {
            if (match($0, /^[[:space:]]*(pub(\([^)]*\))?[[:space:]]+)?mod[[:space:]]+[A-Za-z0-9_]+[[:space:]]*[;{]/)) {
                item = substr($0, RSTART, RLENGTH)
                body = item ~ /\{$/
                sub(/[[:space:]]*[;{]$/, "", item)
                name = item
                sub(/.*mod[[:space:]]+/, "", name)
                named = name ~ /^tests?$/ || name ~ /_tests?$/
                cfg_test = attrs ~ /#\[cfg\(test\)\]/
                where = FILENAME ":" FNR ": "
                if ((named || cfg_test) && attrs ~ /#\[path/)
                    print where "#[path] on test module `" name "`"
                if ((named || cfg_test) && body)
                    print where "inline test module `" name " { ... }`"
                else if (named && name != "tests")
                    print where "test module named `" name "`, not `tests`"
            }
            attrs = ""
        }
    '

    # Each tests.rs is declared, last, by its parent.
    files -name tests.rs | while read -r t; do
        dir=$(dirname "$t")
        parent=""
        for p in "$dir.rs" "$dir/mod.rs" "$dir/lib.rs" "$dir/main.rs"; do
            case "$p" in */lib.rs | */main.rs) [ "$(basename "$dir")" = src ] || continue ;; esac
            if [ -f "$p" ]; then parent=$p; break; fi
        done
        if [ -z "$parent" ]; then
            echo "$t: no parent file (expected $dir.rs)"
            continue
        fi
        last=$(grep -Ev '^[[:space:]]*(//.*)?$' "$parent" | tail -n 2 | tr '\n' ' ')
        [ "$last" = "#[cfg(test)] mod tests; " ] ||
            echo "$t: $parent does not end with \`#[cfg(test)] mod tests;\`"
    done
)

if [ -n "$offenders" ]; then
    echo "unit tests outside the layout (docs/testing.md):"
    echo "$offenders" | sed 's/^/  /'
    echo "the tests of <stem>.rs go in <stem>/tests.rs (of lib.rs, main.rs or mod.rs: tests.rs beside it),"
    echo "declared by \`#[cfg(test)] mod tests;\` as the last item of <stem>.rs, without #[path]"
    exit 1
fi
echo "unit-test layout: ok"
