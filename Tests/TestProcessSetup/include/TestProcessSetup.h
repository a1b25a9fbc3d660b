#ifndef CALENDS_TEST_PROCESS_SETUP_H
#define CALENDS_TEST_PROCESS_SETUP_H

/// Whether SIGPIPE was ignored when the test process loaded. A constructor sets it before
/// `main`, so before any test runs: a test that writes to a child which has already exited
/// then gets EPIPE from `write`, which it can handle, instead of a signal that ends the
/// whole test process (and, with it, every test that has not run yet).
int calends_test_process_ignores_sigpipe(void);

#endif
