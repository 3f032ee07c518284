#define _GNU_SOURCE
#include "csignalcleanup.h"

#include <fcntl.h>
#include <stdlib.h>
#include <spawn.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>

#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define CSC_PATHS 1024
#define CSC_CHILDREN 16

/* Slot states: 0 free, 1 being written, 2 live (readable by the handler). */
static _Atomic int path_state[CSC_PATHS];
/* 1: a folder this run created (removed with rmdir after the files, if empty). */
static _Atomic int path_is_folder[CSC_PATHS];
static char paths[CSC_PATHS][PATH_MAX];
static _Atomic pid_t children[CSC_CHILDREN];
/* 1: asked to end with SIGTERM first (it cleans up after itself), SIGKILL after 2 s. */
static _Atomic int child_is_gentle[CSC_CHILDREN];
static _Atomic int deferred_mode;
static volatile sig_atomic_t pending;
static _Atomic int installed;

static const int handled[] = { SIGINT, SIGTERM, SIGHUP };

void csc_cleanup_all(void) {
    /* Children first: a tool still writing into a temporary file must not recreate it. A negative
       pid is a process group (a tool that runs its own children: swift build). */
    int gentle = 0;
    for (int i = 0; i < CSC_CHILDREN; i++) {
        pid_t pid = atomic_load(&children[i]);
        if (pid == 0) continue;
        if (atomic_load(&child_is_gentle[i])) { kill(pid, SIGTERM); gentle = 1; }
        else kill(pid, SIGKILL);
    }
    for (int round = 0; gentle && round < 200; round++) {
        gentle = 0;
        for (int i = 0; i < CSC_CHILDREN; i++) {
            pid_t pid = atomic_load(&children[i]);
            if (pid <= 0 || !atomic_load(&child_is_gentle[i])) continue;
            int status;
            pid_t r = waitpid(pid, &status, WNOHANG);
            if (r == pid || (r < 0 && errno == ECHILD)) { atomic_store(&children[i], 0); continue; }
            gentle = 1;
        }
        if (gentle) { struct timespec pause = { 0, 10000000 }; nanosleep(&pause, 0); }
    }
    for (int i = 0; i < CSC_CHILDREN; i++) {
        pid_t pid = atomic_load(&children[i]);
        if (pid != 0 && atomic_load(&child_is_gentle[i])) kill(pid, SIGKILL);
    }
    for (int i = 0; i < CSC_PATHS; i++) {
        if (atomic_load(&path_state[i]) == 2 && !atomic_load(&path_is_folder[i])) unlink(paths[i]);
    }
    /* Folders, innermost first whatever their slot order: passes until none goes. */
    for (int pass = 0; pass < 64; pass++) {
        int removed = 0;
        for (int i = CSC_PATHS - 1; i >= 0; i--) {
            if (atomic_load(&path_state[i]) == 2 && atomic_load(&path_is_folder[i]) && rmdir(paths[i]) == 0) {
                atomic_store(&path_state[i], 0);
                removed = 1;
            }
        }
        if (!removed) break;
    }
}

static void handler(int sig) {
    if (atomic_load(&deferred_mode)) {
        pending = sig;
        return;
    }
    int saved = errno;
    csc_cleanup_all();
    struct sigaction dfl;
    memset(&dfl, 0, sizeof dfl);
    dfl.sa_handler = SIG_DFL;
    sigemptyset(&dfl.sa_mask);
    sigaction(sig, &dfl, 0);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, sig);
    sigprocmask(SIG_UNBLOCK, &set, 0);
    raise(sig);
    errno = saved;  /* not reached for the default actions of these signals */
}

/* Signals that end the process because something in it failed: a trap (Swift's runtime failures and
   fatalError are SIGILL or SIGTRAP), a bad access, an abort (a failed allocation), an arithmetic fault. */
static const int fatal[] = { SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT };
#define CSC_FATAL (sizeof fatal / sizeof fatal[0])
static struct sigaction fatal_previous[CSC_FATAL];

/* A fatal signal: the run's temporary files and folders go and its children are stopped (a crash is
   an exit path too), then the signal goes on to whoever handled it before (Swift's backtracer prints
   the crash; the default action ends the process): it is re-raised under the previous action and
   delivered when this handler returns (a hardware fault would also recur on the faulting instruction). */
static void fatal_handler(int sig) {
    int saved = errno;
    csc_cleanup_all();
    for (unsigned i = 0; i < CSC_FATAL; i++) {
        if (fatal[i] == sig) { sigaction(sig, &fatal_previous[i], 0); break; }
    }
    raise(sig);
    errno = saved;
}

void csc_install(void) {
    int expected = 0;
    if (!atomic_compare_exchange_strong(&installed, &expected, 1)) return;
    struct sigaction crash;
    memset(&crash, 0, sizeof crash);
    crash.sa_handler = fatal_handler;
    sigemptyset(&crash.sa_mask);
    /* On the alternate stack when there is one (a stack overflow leaves no other). */
    crash.sa_flags = SA_ONSTACK;
    for (unsigned i = 0; i < CSC_FATAL; i++) {
        if (sigaction(fatal[i], 0, &fatal_previous[i]) != 0) continue;
        if (fatal_previous[i].sa_handler == SIG_IGN) continue;
        sigaction(fatal[i], &crash, 0);
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    for (unsigned i = 0; i < sizeof handled / sizeof handled[0]; i++) sigaddset(&action.sa_mask, handled[i]);
    action.sa_flags = 0;  /* no SA_RESTART: a blocking open or write returns EINTR in deferred mode */
    for (unsigned i = 0; i < sizeof handled / sizeof handled[0]; i++) {
        struct sigaction old;
        /* A signal the parent ignored (nohup, a background job's SIGINT) stays ignored. */
        if (sigaction(handled[i], 0, &old) == 0 && old.sa_handler == SIG_IGN) continue;
        sigaction(handled[i], &action, 0);
    }
}

void csc_set_deferred(int deferred) {
    if (deferred) pending = 0;
    atomic_store(&deferred_mode, deferred ? 1 : 0);
}

int csc_pending_signal(void) { return pending; }

int csc_is_deferred(void) { return atomic_load(&deferred_mode); }

static int register_path(const char *path, int folder) {
    size_t length = strlen(path);
    if (length >= PATH_MAX) return -1;
    for (int i = 0; i < CSC_PATHS; i++) {
        int expected = 0;
        if (atomic_compare_exchange_strong(&path_state[i], &expected, 1)) {
            memcpy(paths[i], path, length + 1);
            atomic_store(&path_is_folder[i], folder);
            atomic_store(&path_state[i], 2);
            return i;
        }
    }
    return -1;
}

int csc_register_path(const char *path) { return register_path(path, 0); }

int csc_register_folder(const char *path) { return register_path(path, 1); }

void csc_unregister_path(int slot) {
    if (slot >= 0 && slot < CSC_PATHS) atomic_store(&path_state[slot], 0);
}

static int register_child(pid_t pid, int gentle) {
    for (int i = 0; i < CSC_CHILDREN; i++) {
        pid_t expected = 0;
        if (atomic_compare_exchange_strong(&children[i], &expected, pid)) {
            atomic_store(&child_is_gentle[i], gentle);
            return i;
        }
    }
    return -1;
}

int csc_register_child(pid_t pid) { return register_child(pid, 0); }

int csc_register_gentle_child(pid_t pid) { return register_child(pid, 1); }

void csc_unregister_child(int slot) {
    if (slot >= 0 && slot < CSC_CHILDREN) atomic_store(&children[slot], 0);
}

int csc_registered_path_count(void) {
    int n = 0;
    for (int i = 0; i < CSC_PATHS; i++) n += atomic_load(&path_state[i]) == 2;
    return n;
}

int csc_pipe_cloexec(int fds[2]) { return pipe2(fds, O_CLOEXEC); }

int csc_mkstemp_cloexec(char *template_path) { return mkostemp(template_path, O_CLOEXEC); }

int csc_accept_cloexec(int fd) { return accept4(fd, NULL, NULL, SOCK_CLOEXEC); }

/* The guardian: see csignalcleanup.h. Between fork and exec only async-signal-safe calls. */
static void guardian_parent_died(int sig) {
    (void)sig;
    kill(0, SIGKILL);  /* the whole group, the guardian included */
}

pid_t csc_spawn_group(const char *path, char *const argv[], char *const envp[],
                      int in_fd, int out_fd, int err_fd) {
    pid_t parent = getpid();
    pid_t guardian = fork();
    if (guardian != 0) {
        if (guardian > 0) setpgid(guardian, guardian);  /* also in the parent: no race with kill(-pid) */
        return guardian;
    }
    /* The guardian. */
    setpgid(0, 0);
    sigset_t none;
    sigemptyset(&none);
    struct sigaction dfl;
    memset(&dfl, 0, sizeof dfl);
    dfl.sa_handler = SIG_DFL;
    sigemptyset(&dfl.sa_mask);
    int defaults[] = { SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGQUIT, SIGCHLD, SIGUSR1 };
    for (unsigned i = 0; i < sizeof defaults / sizeof defaults[0]; i++) sigaction(defaults[i], &dfl, 0);
    struct sigaction died;
    memset(&died, 0, sizeof died);
    died.sa_handler = guardian_parent_died;
    sigemptyset(&died.sa_mask);
    sigaction(SIGUSR1, &died, 0);
    sigprocmask(SIG_SETMASK, &none, 0);
    prctl(PR_SET_PDEATHSIG, SIGUSR1);
    if (getppid() != parent) { kill(0, SIGKILL); _exit(127); }
    if (in_fd >= 0) dup2(in_fd, 0);
    if (out_fd >= 0) dup2(out_fd, 1);
    if (err_fd >= 0) dup2(err_fd, 2);
    /* Nothing else of the parent's stays open here (a pipe end would keep another tool's input open). */
    if (syscall(SYS_close_range, 3, ~0U, 0) != 0) {
        for (int fd = 3; fd < 65536; fd++) close(fd);
    }
    pid_t worker = fork();
    if (worker < 0) _exit(127);
    if (worker == 0) {
        sigaction(SIGUSR1, &dfl, 0);
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        execve(path, argv, envp);
        _exit(127);
    }
    /* The guardian holds none of the tool's streams. */
    int null = open("/dev/null", O_RDWR);
    if (null >= 0) { dup2(null, 0); dup2(null, 1); dup2(null, 2); if (null > 2) close(null); }
    int status = 0;
    while (waitpid(worker, &status, 0) < 0) {
        if (errno != EINTR) _exit(127);
    }
    /* The tool's own children (a compiler a build left running) end with it. */
    signal(SIGTERM, SIG_IGN);
    kill(0, SIGTERM);
    if (WIFEXITED(status)) _exit(WEXITSTATUS(status));
    int sig = WTERMSIG(status);
    sigaction(sig, &dfl, 0);
    kill(getpid(), sig);
    _exit(128 + sig);
}

void csc_end_with_parent(int sig, pid_t expected_parent) {
    prctl(PR_SET_PDEATHSIG, sig);
    if (expected_parent > 0 && getppid() != expected_parent) raise(sig);
}

pid_t csc_spawn_process_group(const char *path, char *const argv[], char *const envp[], int in_fd, int out_fd, int err_fd) {
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    if (posix_spawn_file_actions_init(&actions) != 0) return -1;
    if (posix_spawnattr_init(&attributes) != 0) { posix_spawn_file_actions_destroy(&actions); return -1; }
    int e = in_fd >= 0 ? posix_spawn_file_actions_adddup2(&actions, in_fd, 0)
                       : posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    if (e == 0 && out_fd >= 0) e = posix_spawn_file_actions_adddup2(&actions, out_fd, 1);
    if (e == 0 && err_fd >= 0) e = posix_spawn_file_actions_adddup2(&actions, err_fd, 2);
    if (e == 0) e = posix_spawn_file_actions_addclosefrom_np(&actions, 3);
    sigset_t defaults, none;
    sigemptyset(&defaults);
    sigemptyset(&none);
    int reset[] = { SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGCHLD };
    for (unsigned i = 0; i < sizeof reset / sizeof reset[0]; i++) sigaddset(&defaults, reset[i]);
    if (e == 0) e = posix_spawnattr_setpgroup(&attributes, 0);
    if (e == 0) e = posix_spawnattr_setsigdefault(&attributes, &defaults);
    if (e == 0) e = posix_spawnattr_setsigmask(&attributes, &none);
    if (e == 0) e = posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
    pid_t pid = -1;
    if (e == 0) e = posix_spawn(&pid, path, &actions, &attributes, argv, envp);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    if (e != 0) { errno = e; return -1; }
    return pid;
}
