#define _GNU_SOURCE
#include "csignalcleanup.h"

#include <fcntl.h>
#include <stdlib.h>

#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <unistd.h>

#define CSC_PATHS 64
#define CSC_CHILDREN 16

/* Slot states: 0 free, 1 being written, 2 live (readable by the handler). */
static _Atomic int path_state[CSC_PATHS];
static char paths[CSC_PATHS][PATH_MAX];
static _Atomic pid_t children[CSC_CHILDREN];
static _Atomic int deferred_mode;
static volatile sig_atomic_t pending;
static _Atomic int installed;

static const int handled[] = { SIGINT, SIGTERM, SIGHUP };

void csc_cleanup_all(void) {
    for (int i = 0; i < CSC_PATHS; i++) {
        if (atomic_load(&path_state[i]) == 2) unlink(paths[i]);
    }
    for (int i = 0; i < CSC_CHILDREN; i++) {
        pid_t pid = atomic_load(&children[i]);
        if (pid > 0) kill(pid, SIGKILL);
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

void csc_install(void) {
    int expected = 0;
    if (!atomic_compare_exchange_strong(&installed, &expected, 1)) return;
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

int csc_register_path(const char *path) {
    size_t length = strlen(path);
    if (length >= PATH_MAX) return -1;
    for (int i = 0; i < CSC_PATHS; i++) {
        int expected = 0;
        if (atomic_compare_exchange_strong(&path_state[i], &expected, 1)) {
            memcpy(paths[i], path, length + 1);
            atomic_store(&path_state[i], 2);
            return i;
        }
    }
    return -1;
}

void csc_unregister_path(int slot) {
    if (slot >= 0 && slot < CSC_PATHS) atomic_store(&path_state[slot], 0);
}

int csc_register_child(pid_t pid) {
    for (int i = 0; i < CSC_CHILDREN; i++) {
        pid_t expected = 0;
        if (atomic_compare_exchange_strong(&children[i], &expected, pid)) return i;
    }
    return -1;
}

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
