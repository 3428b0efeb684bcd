# Every command sets up what it needs: a virtual environment at .venv, installed from the
# pinned set in constraints.txt. Safe to run again; it reinstalls only when those files change.
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
TEST_JOBS ?= auto
# On these machines the CPU build of torch lies in /opt/wheels; an unpinned torch from the
# registry would pull several GB of CUDA packages.
FIND_LINKS := $(if $(wildcard /opt/wheels),--find-links /opt/wheels)

.PHONY: run lint test bench cuda-check clean translations

$(STAMP): pyproject.toml setup.py constraints.txt
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check $(FIND_LINKS) -c constraints.txt -e ".[test]"
	touch $(STAMP)

run: $(STAMP)
	$(PY) main.py $(ARGS)

# The architecture's rules (import contracts in pyproject.toml: the engine imports no Qt; the
# window, the command line and the client import no torch and no engine module), pyflakes and
# import order, and the types of the torch-free boundary (the [tool.mypy] files).
lint: $(STAMP)
	$(VENV)/bin/lint-imports
	$(VENV)/bin/ruff check playground tests benchmarks
	$(VENV)/bin/mypy

test: lint
	# One torch thread per process, one pytest worker per core (TEST_JOBS=0 runs in one process);
	# --dist loadscope keeps a test module on one worker, so its shared engine is started once;
	# --max-worker-restart=0 ends the run at a worker's crash (a replaced worker under loadscope
	# was never given the crashed module's remaining tests, and the run hung until CI's limit).
	QT_QPA_PLATFORM=offscreen OMP_NUM_THREADS=1 $(PY) -m pytest -n $(TEST_JOBS) --dist loadscope --max-worker-restart=0 $(ARGS)

bench: $(STAMP)
	$(PY) -m benchmarks $(ARGS)

# What only a GPU can show (benchmarks/cuda_check.py: the CUDA tests, every lesson and model on the
# device, host syncs, memory, engine against raw loop). On a lent GPU machine, which has no .venv,
# run `bash benchmarks/cuda_check.sh`; here `make cuda-check ARGS="--device cpu"` runs it on the CPU.
cuda-check: $(STAMP)
	PYTHON=$(PY) bash benchmarks/cuda_check.sh $(ARGS)

# Refresh the Qt Linguist sources from the code (new strings arrive as unfinished; translate them in
# pyside6-linguist or the .ts itself), then compile the .qm files the app loads.
LANGUAGES := ja zh_CN ru
translations: $(STAMP)
	for lang in $(LANGUAGES); do \
		$(VENV)/bin/pyside6-lupdate -locations none -no-obsolete $$(find playground -name '*.py') \
			-ts resources/i18n/playground_$$lang.ts -target-language $$lang || exit 1; \
	done
	$(VENV)/bin/pyside6-lrelease resources/i18n/playground_*.ts

clean:
	rm -rf $(VENV) .pytest_cache
