import Testing

/// The planner's corpus and case suites: CPU-bound and synchronous, so they run one at a time.
/// Run side by side they held both of a two-core machine's shared threads for ~13 s, and the
/// tests that wait on a timer or a child process in the same process stalled behind them.
@Suite(.serialized) enum PlannerSuites {}
