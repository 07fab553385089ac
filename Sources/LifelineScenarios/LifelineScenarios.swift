// Scenario files (YAML and JSON), their runner and writer, and the built-in strategies, over the
// model's public API. Importing this module imports the model and the trace with it.
@_exported import Lifeline
