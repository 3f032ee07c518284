#ifndef MOTIONLAB_CSIGNALCLEANUP_H
#define MOTIONLAB_CSIGNALCLEANUP_H
/* What a process must undo when SIGINT, SIGTERM or SIGHUP ends it, kept where a signal handler
   may read it: temporary files to unlink and child processes to kill. Only async-signal-safe
   calls happen in the handler (unlink, kill, sigaction, sigprocmask, raise).

   Two modes:
   - immediate (the default once installed): the handler unlinks every registered file, kills
     every registered child (SIGKILL), restores the signal's default action and re-raises it, so
     the process ends as if killed by it (the shell reports 128 + the signal: 130, 143, 129);
   - deferred (a frame loop that wants to close cleanly): the handler only records the signal,
     which `csc_pending_signal` returns; blocking calls are interrupted (no SA_RESTART) so the
     loop notices it. */

#include <sys/types.h>

/* Installs the handlers for SIGINT, SIGTERM and SIGHUP (once; later calls do nothing). */
void csc_install(void);

/* Deferred (1) or immediate (0) mode. Switching to immediate with a signal pending does not act
   on it: the caller, which saw it, finishes and exits with 128 + the signal itself. */
void csc_set_deferred(int deferred);

/* The last signal received in deferred mode, 0 when none (it stays after switching back). */
int csc_pending_signal(void);

/* 1 while deferred. */
int csc_is_deferred(void);

/* Registers `path` (copied) to be unlinked if a signal ends the process. Returns a slot number
   for csc_unregister_path, or -1 when every slot is taken or the path is too long (the file is
   then only cleaned up by normal unwinding). */
int csc_register_path(const char *path);
void csc_unregister_path(int slot);

/* Registers a child to be killed (SIGKILL) if a signal ends the process. Returns a slot or -1. */
int csc_register_child(pid_t pid);
void csc_unregister_child(int slot);

/* Unlinks every registered file and kills every registered child now (normal exits with
   something left behind: an error path that skipped a cleanup). Safe to call more than once. */
void csc_cleanup_all(void);

/* pipe2(fds, O_CLOEXEC) and mkostemp(template, O_CLOEXEC), which Swift does not see without
   _GNU_SOURCE: descriptors that a child tool started meanwhile cannot inherit. */
int csc_pipe_cloexec(int fds[2]);
int csc_mkstemp_cloexec(char *template_path);

/* Slots, for tests. */
int csc_registered_path_count(void);
#endif
