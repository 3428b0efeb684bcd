#!/usr/bin/env bash
# The CUDA check, on a lent GPU machine:   bash benchmarks/cuda_check.sh [options]
# (options: those of `python3 -m benchmarks.cuda_check --help`; --device cpu runs it all on the CPU.)
# It runs from this checkout with the machine's own python3 (torch with CUDA, numpy, msgpack,
# pytest; no Qt, nothing of this project installed), writes $OUT/cuda_check.json, $OUT/summary.txt
# and each part's details and log under $OUT (default: build/cuda-check), and prints the summary.
# The parts share a 300 s budget (--limit); this wrapper stops everything at CUDA_CHECK_TIMEOUT.
set -u
cd "$(dirname "$0")/.."
export OUT="${OUT:-$PWD/build/cuda-check}"
export PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}"
mkdir -p "$OUT"
limit="${CUDA_CHECK_TIMEOUT:-340}"
timeout -k 10 "$limit" "${PYTHON:-python3}" -m benchmarks.cuda_check --out "$OUT" "$@"
status=$?
if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
    echo "cuda_check: stopped after ${limit} s; parts that finished: $(ls "$OUT/parts" 2>/dev/null | tr '\n' ' ')"
fi
exit "$status"
