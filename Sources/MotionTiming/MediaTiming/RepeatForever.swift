/// Darwin's `<math.h>` constants that iOS animation code uses as repeat counts (`anim.repeatCount = HUGE`).
/// Glibc does not export them to Swift, so without these such code would not compile on Linux.
///
/// Values as Apple's `<math.h>` defines them: `#define HUGE MAXFLOAT`, `#define MAXFLOAT
/// ((float)3.40282346638528860e+38)` — the largest finite `Float`, which is how `HUGE` reaches Swift on
/// iOS (a `Float`, not an infinity) — and `HUGE_VALF`/`HUGE_VAL`, the `Float` and `Double` infinities.
/// As a `repeatCount`, `.infinity` repeats forever; `HUGE` (≈ 3.4 × 10³⁸ cycles) never ends within any
/// clock's range, as on iOS.
public let HUGE: Float = .greatestFiniteMagnitude
/// The largest finite `Float` (Darwin's `MAXFLOAT`).
public let MAXFLOAT: Float = .greatestFiniteMagnitude
/// The `Float` infinity (Darwin's `HUGE_VALF`).
public let HUGE_VALF: Float = .infinity
/// The `Double` infinity (Darwin's `HUGE_VAL`).
public let HUGE_VAL: Double = .infinity
