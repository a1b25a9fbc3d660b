#include "TestProcessSetup.h"

#include <signal.h>
#include <stddef.h>

static int ignored_sigpipe = 0;

/// Runs when the test bundle is loaded, before the test runner's `main`. Setting SIGPIPE
/// inside one test instead left the suite's survival to which tests happened to run first.
__attribute__((constructor)) static void calends_test_process_ignore_sigpipe(void) {
  struct sigaction action;
  action.sa_handler = SIG_IGN;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;
  ignored_sigpipe = sigaction(SIGPIPE, &action, NULL) == 0;
}

int calends_test_process_ignores_sigpipe(void) { return ignored_sigpipe; }
