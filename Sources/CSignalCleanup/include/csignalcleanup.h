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

/* Installs the handlers for SIGINT, SIGTERM and SIGHUP (once; later calls do nothing), and for the
   crash signals (SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT): those clean up the same way, then
   hand the signal on to the handler installed before (Swift's backtracer) or the default action. */
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
/* Registers a folder this run created, removed (rmdir: only if empty) after the files. */
int csc_register_folder(const char *path);
void csc_unregister_path(int slot);

/* Registers a child to be killed (SIGKILL) if a signal ends the process; a negative pid is a
   process group. Returns a slot or -1. */
int csc_register_child(pid_t pid);
/* A child that cleans up after itself (a tool of ours writing temporary files): SIGTERM first,
   waited for up to 2 s (polling waitpid, async-signal-safe), then SIGKILL. */
int csc_register_gentle_child(pid_t pid);
void csc_unregister_child(int slot);

/* Unlinks every registered file and kills every registered child now (normal exits with
   something left behind: an error path that skipped a cleanup). Safe to call more than once. */
void csc_cleanup_all(void);

/* pipe2(fds, O_CLOEXEC) and mkostemp(template, O_CLOEXEC), which Swift does not see without
   _GNU_SOURCE: descriptors that a child tool started meanwhile cannot inherit. */
int csc_pipe_cloexec(int fds[2]);
int csc_mkstemp_cloexec(char *template_path);
/* accept4(fd, NULL, NULL, SOCK_CLOEXEC): a connection no child process inherits. */
int csc_accept_cloexec(int fd);

/* Starts `path` in a process group of its own, led by a small guardian process (a fork of this
   one that does not exec): the guardian forks and execs the tool, waits for it and exits with its
   status (or dies by its signal); when the parent dies — even by SIGKILL, which no handler sees —
   the kernel signals the guardian (PR_SET_PDEATHSIG), which kills the whole group, so neither the
   tool nor anything it started (swift build's compilers) outlives the parent. The guardian closes
   every descriptor but the tool's 0, 1, 2 (`in_fd`, `out_fd`, `err_fd`, or inherited when -1).
   Returns the guardian's pid (the group's id) or -1 with errno. Kill the group with kill(-pid). */
pid_t csc_spawn_group(const char *path, char *const argv[], char *const envp[],
                      int in_fd, int out_fd, int err_fd);

/* Asks the kernel to send `sig` to this process when its parent (`expected_parent`) dies — even
   by SIGKILL — and sends it now if that parent is already gone. */
void csc_end_with_parent(int sig, pid_t expected_parent);

/* Starts `path` as the leader of a new process group (its pid is the group's id), so the group —
   the program and anything it starts, such as the Swift runtime's crash backtracer — can be killed
   at once with kill(-pid). Standard input is `in_fd` (/dev/null when -1), standard output `out_fd`
   (inherited when -1), standard error `err_fd` (inherited when -1); every other descriptor of this process is closed in the child
   whatever its close-on-exec flag (posix_spawn's closefrom), and SIGINT, SIGTERM, SIGHUP, SIGPIPE
   and SIGCHLD start at their defaults with nothing blocked. Returns the pid, or -1 with errno. */
pid_t csc_spawn_process_group(const char *path, char *const argv[], char *const envp[], int in_fd, int out_fd, int err_fd);

/* Slots, for tests. */
int csc_registered_path_count(void);
#endif
