/// The global options, error reporting and serve's flags, which `calends` shares with
/// `calends-server`: visible to every file of the command, as when they lived here.
@_exported import CalendsCommandLine
