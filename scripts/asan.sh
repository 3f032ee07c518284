#!/usr/bin/env bash
# Optional: the soak, the scene tests and the teardown tests under AddressSanitizer (own scratch path
# .build-asan), then the tests that drive the parallel evaluation and draw-list paths under
# ThreadSanitizer (.build-tsan). The engine holds layers unretained in its hot paths (the event
# queue's set of animated layers, CALayer.superlayerRef, LayerTree, PresentationEvaluation,
# DrawListBuilder): a use-after-free there is what ASan reports; a race between the cores that
# evaluate a wide tree is what TSan reports. Exits non-zero on any finding or failure.
#
#   scripts/asan.sh            both (ASan: about 10 min of building and running on 2 cores)
#   scripts/asan.sh asan       AddressSanitizer only
#   scripts/asan.sh tsan       ThreadSanitizer only
#
# MOTIONLAB_SOAK_MINUTES (default 0.5 here: ASan makes every frame a few times slower) sets the
# simulated minutes per preview of the soak; MOTIONLAB_SOAK_SEED replays or varies its seeds.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
export SDL_VIDEODRIVER="${SDL_VIDEODRIVER:-offscreen}"
export MOTIONLAB_SOAK_MINUTES="${MOTIONLAB_SOAK_MINUTES:-0.5}"
which="${1:-both}"
case "$which" in both|asan|tsan) ;; *) echo "asan.sh: unknown mode '$which'; use asan, tsan or nothing for both" >&2; exit 2 ;; esac

# Scene tests (every seed scene, goldens, scripts, the headless pipeline), the soak and the memory
# test (MotionScenesTests), and every test that frees views and layers mid-animation.
asan_filter='MotionScenesTests|TeardownMidAnimationTests|ResetTeardownTests|ResetAndTeardownTests|SceneTimerResetTests|DrawnOpacityTests|EvaluationPathTests'
# Wide trees: evaluation splits from 2,048 layers, the draw list from 1,024 sublayers.
tsan_filter='TeardownMidAnimationTests|EvaluationPathTests|LayerRendererOrderTests|LayerRendererContentTests|IncrementalEvaluationTests|SoftwareRasterizerTests'

run() {  # run SANITIZER SCRATCH FILTER
  local sanitizer=$1 scratch=$2 filter=$3 log
  log="$scratch/sanitizer-tests.log"
  echo "asan.sh: building the tests with -sanitize=$sanitizer in $scratch"
  swift build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch"
  mkdir -p "$scratch"
  echo "asan.sh: running $filter under $sanitizer (log: $log)"
  local status=0
  # halt_on_error: the first report stops the run with a non-zero status; detect_leaks=0: Swift's
  # runtime metadata and the process-lifetime caches are not leaks (the census tests count objects).
  # MOTIONLAB_SOAK_SKIPS_RSS: ASan's quarantine keeps freed memory resident, so the soak's
  # resident-memory check means nothing here; the object census still finds every leaked object.
  MOTIONLAB_SOAK_SKIPS_RSS=1 \
  ASAN_OPTIONS="halt_on_error=1:detect_leaks=0:${ASAN_OPTIONS:-}" \
  TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1:${TSAN_OPTIONS:-}" \
    swift test --skip-build --sanitize="$sanitizer" --scratch-path "$scratch" --disable-swift-testing \
      --filter "$filter" > "$log" 2>&1 || status=$?
  grep -E "^(Test Suite 'Selected|\s+Executed|soak |reset memory: [0-9R])|error|ERROR|WARNING: ThreadSanitizer|SUMMARY" "$log" || true
  if grep -qE "ERROR: AddressSanitizer|WARNING: ThreadSanitizer|SUMMARY: (Address|Thread)Sanitizer" "$log"; then
    echo "asan.sh: $sanitizer reported a problem; see $log" >&2
    return 1
  fi
  if [ "$status" -ne 0 ]; then echo "asan.sh: tests failed under $sanitizer (exit $status); see $log" >&2; return "$status"; fi
  echo "asan.sh: $sanitizer clean"
}

if [ "$which" != tsan ]; then run address .build-asan "$asan_filter"; fi
if [ "$which" != asan ]; then run thread .build-tsan "$tsan_filter"; fi
