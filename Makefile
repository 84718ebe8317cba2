# The two commands: `make run` and `make test` (see README.md).
BUILD ?= build
SANBUILD ?= build-sanitize
RUN_ENV = GSETTINGS_SCHEMA_DIR=$(CURDIR)/$(BUILD)/data KONTOR_LOCALEDIR=$(CURDIR)/$(BUILD)/po

.PHONY: all deps build run test test-sanitize coverage clean pot

all: build

deps:
	@./build-aux/install-deps.sh

$(BUILD)/build.ninja:
	meson setup $(BUILD)

build: deps $(BUILD)/build.ninja
	meson compile -C $(BUILD)

# Without a display (e.g. over ssh or in CI) the app opens on a virtual one.
run: build
	@if [ -n "$$DISPLAY$$WAYLAND_DISPLAY" ]; then \
	  $(RUN_ENV) ./$(BUILD)/src/app/kontor; \
	else \
	  echo "No display: running Kontor under xvfb-run"; \
	  $(RUN_ENV) xvfb-run -a -s "-screen 0 1280x800x24" ./$(BUILD)/src/app/kontor; \
	fi

$(SANBUILD)/build.ninja:
	meson setup $(SANBUILD) -Db_sanitize=address,undefined -Db_lundef=false -Dgui=false

test-sanitize: deps $(SANBUILD)/build.ninja
	meson compile -C $(SANBUILD)
	meson test -C $(SANBUILD) --print-errorlogs --suite engine --suite cli --suite table

test: build
	meson test -C $(BUILD) --print-errorlogs
	$(MAKE) --no-print-directory test-sanitize

# Line and branch coverage per folder (docs/testing.md), HTML in build-coverage/coverage/.
coverage: deps
	./build-aux/coverage.sh build-coverage

pot: build
	meson compile -C $(BUILD) kontor-pot
	meson compile -C $(BUILD) kontor-update-po

clean:
	rm -rf $(BUILD) $(SANBUILD) build-coverage
