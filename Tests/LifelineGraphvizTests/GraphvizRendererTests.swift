import Testing

/// The tests that render. One at a time, because they measure the whole process: its resident
/// memory and what reaches its stderr.
@Suite(.serialized) struct GraphvizRendererTests {}
