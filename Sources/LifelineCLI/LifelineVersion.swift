/// The version `lifeline --version` prints, defined here only. Raised with each release of the
/// package (semantic versioning: the CLI's output formats and exit statuses are its interface).
enum LifelineVersion {
    static let current = "0.1.0"
}
