// The golden engine (record modes, comparison, diffs) lives in the trace module beside the diff,
// where `lifeline verify` uses it too; importing the kit names those types without a second import.
@_exported import LifelineTrace
