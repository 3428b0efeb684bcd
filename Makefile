# Every command sets up what it needs: a virtual environment at .venv, installed from the
# pinned set in constraints.txt. Safe to run again; it reinstalls only when those files change.
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
# On these machines the CPU build of torch lies in /opt/wheels; an unpinned torch from the
# registry would pull several GB of CUDA packages.
FIND_LINKS := $(if $(wildcard /opt/wheels),--find-links /opt/wheels)

.PHONY: run test bench check-presets clean

$(STAMP): pyproject.toml constraints.txt
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check $(FIND_LINKS) -c constraints.txt -e ".[test]"
	touch $(STAMP)

run: $(STAMP)
	$(PY) main.py $(ARGS)

test: $(STAMP)
	# One torch thread per process: the suite runs engines beside the test process on 2 cores.
	QT_QPA_PLATFORM=offscreen OMP_NUM_THREADS=1 $(PY) -m pytest $(ARGS)

bench: $(STAMP)
	$(PY) -m benchmarks $(ARGS)

clean:
	rm -rf $(VENV) .pytest_cache
